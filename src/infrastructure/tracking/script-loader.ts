/** Adds a third-party script once (only ever called after consent). */
export function loadScriptOnce(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const tag = document.createElement('script');
  tag.src = src;
  tag.async = true;
  document.head.appendChild(tag);
}

export type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
