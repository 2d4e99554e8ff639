import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { cmsUrlKind } from '../../domain/blog/cms-url';
import { CMS_HTML_POLICY } from '../../domain/config/content-security-policy';

/**
 * CMS HTML is untrusted (editors, compromised accounts). Only text formatting, links, images, lists,
 * tables, quotes and code survive; no scripts, handlers, styles, frames, forms, SVG or MathML, and
 * URLs only http(s), mailto, tel, same-site paths, fragments and data:image (for images). The regex below is
 * DOMPurify's first pass; the final word on every href and src is `cmsUrlKind` (the URL parser's same-origin rule).
 */
const SAFE_URI = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|data:image\/(?:png|jpe?g|gif|webp);)/i;

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'a',
    'img',
    'figure',
    'figcaption',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'lang', 'dir'],
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
  FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'textarea', 'select'],
  RETURN_TRUSTED_TYPE: false,
};

let instance: Purifier | undefined;
let pageOrigin = '';

/** A purifier of our own, so these hooks never affect another caller of DOMPurify. */
function purifier(): Purifier {
  if (instance) return instance;
  instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const kind = cmsUrlKind(node.getAttribute('href')!, pageOrigin, 'link');
      if (kind === 'refused') node.removeAttribute('href');
      if (kind === 'external') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow ugc');
      }
    }
    if (node.tagName === 'IMG') {
      // DOMPurify lets any data: URI through on images, and `/\host` passes its regex: the URL parser decides.
      const src = node.getAttribute('src');
      if (src !== null && cmsUrlKind(src, pageOrigin, 'image') === 'refused') node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  return instance;
}

/** The one HTML sink's Trusted Types policy (docs/adr/0016): it only ever wraps `sanitizeCmsHtml`'s output. */
let htmlPolicy: { createHTML(input: string): TrustedHTML } | null | undefined;

function cmsHtmlPolicy() {
  if (htmlPolicy !== undefined) return htmlPolicy;
  const factory = (
    window as {
      trustedTypes?: {
        createPolicy(name: string, rules: { createHTML(input: string): string }): { createHTML(input: string): TrustedHTML };
      };
    }
  ).trustedTypes;
  htmlPolicy = factory ? factory.createPolicy(CMS_HTML_POLICY, { createHTML: (input) => sanitizeCmsHtml(input) }) : null;
  return htmlPolicy;
}

/**
 * For `dangerouslySetInnerHTML`: the sanitised HTML as TrustedHTML where the browser has Trusted Types (so the sink
 * passes `require-trusted-types-for 'script'`), else the sanitised string.
 */
export function cmsInnerHtml(html: string): { __html: string | TrustedHTML } {
  const policy = cmsHtmlPolicy();
  return { __html: policy ? policy.createHTML(html) : sanitizeCmsHtml(html) };
}

/** Sanitises untrusted CMS HTML for `dangerouslySetInnerHTML`; `origin` is this page's (same-origin links and images). */
export function sanitizeCmsHtml(html: string, origin: string = window.location.origin): string {
  pageOrigin = origin;
  return purifier().sanitize(html, CONFIG) as string;
}
