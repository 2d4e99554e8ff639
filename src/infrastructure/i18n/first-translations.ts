import { DEFAULT_LOCALE } from '../../domain/shared/locale';
import { firstTranslationsUrl } from '../../domain/shared/translation-files';

/**
 * Starts the download of a first page's translations from the entry, in `language` and in the default one (i18next's
 * fallback), as preload links that the boot's fetches of the same files take over. The default language's is usually
 * on its way already (the static host's `Link` header, a route shell's preload): this does not repeat one the
 * document has.
 */
export function preloadFirstTranslations(doc: Document, language: string, namespaces: readonly string[]): void {
  for (const href of new Set([firstTranslationsUrl(language, namespaces), firstTranslationsUrl(DEFAULT_LOCALE, namespaces)])) {
    if (doc.head.querySelector(`link[rel="preload"][href="${href}"]`)) continue;
    const link = doc.createElement('link');
    for (const [name, value] of [
      ['rel', 'preload'],
      ['as', 'fetch'],
      ['crossorigin', 'anonymous'],
      ['href', href],
    ])
      link.setAttribute(name, value);
    doc.head.appendChild(link);
  }
}
