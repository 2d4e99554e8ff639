import { sameOriginPath } from '../shared/same-origin';

/** What a URL in CMS HTML is, by the URL parser: decides whether it stays and how a link opens. */
export type CmsUrlKind = 'same-origin' | 'external' | 'fragment' | 'contact' | 'data-image' | 'refused';

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp)[;,]/i;

/**
 * A link or image URL of untrusted CMS HTML. Relative values are same-origin only when the URL parser puts them on
 * this origin (`/\evil.example`, `/\t/evil.example`, `//evil.example` are not: they leave, so they are refused);
 * absolute http(s) URLs to other hosts are external (opened apart, no referrer); `mailto:`/`tel:` links and
 * `data:image` pictures are kept for their element; every other scheme (`javascript:`, `data:text/html`…) is refused.
 */
export function cmsUrlKind(value: string, origin: string, element: 'link' | 'image'): CmsUrlKind {
  const trimmed = value.trim();
  if (trimmed === '') return 'refused';
  if (element === 'link' && trimmed.startsWith('#')) return 'fragment';
  if (element === 'link' && /^(?:mailto|tel):/i.test(trimmed)) return 'contact';
  if (element === 'image' && DATA_IMAGE.test(trimmed)) return 'data-image';
  if (sameOriginPath(trimmed, origin) !== null) return 'same-origin';
  if (!/^https?:\/\//i.test(trimmed)) return 'refused'; // relative values that leave, and other schemes
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? 'external' : 'refused';
  } catch {
    return 'refused';
  }
}
