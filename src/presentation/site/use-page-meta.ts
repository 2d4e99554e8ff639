import { useEffect } from 'react';
import { PREVIEW_IMAGE, SITE_NAME } from '../../domain/site/site-identity';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absolute or site-relative image for link previews. */
  readonly image?: string;
  readonly type?: 'website' | 'article';
}

/** Finds or creates `<meta {attr}="{key}">` in the head and sets its content. */
function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.setAttribute('content', content);
}

function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** The head of a public page: title, description, canonical URL, Open Graph and Twitter card tags. */
export function applyPageMeta(meta: PageMeta, location: Pick<Location, 'origin' | 'pathname'>): void {
  const url = `${location.origin}${location.pathname}`;
  const image = new URL(meta.image ?? PREVIEW_IMAGE, location.origin).href;
  document.title = `${meta.title} | ${SITE_NAME}`;
  setMeta('name', 'description', meta.description);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:type', meta.type ?? 'website');
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image.startsWith('data:') ? new URL(PREVIEW_IMAGE, location.origin).href : image);
  setMeta('name', 'twitter:card', 'summary_large_image');
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
  setCanonical(url);
}

/** Sets the page's head tags whenever its title, description or image change. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, image, type } = meta;
  useEffect(() => {
    applyPageMeta({ title, description, image, type }, window.location);
  }, [title, description, image, type]);
}
