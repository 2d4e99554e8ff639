/** The eight locales: the app's code, the regional tag, and the plain language code. */
export const LOCALES = [
  { code: 'en', regionalTag: 'en', plainCode: 'en', nativeName: 'English' },
  { code: 'zh', regionalTag: 'zh-TW', plainCode: 'zh', nativeName: '繁體中文' },
  { code: 'zh-Hans', regionalTag: 'zh-Hans', plainCode: 'zh-Hans', nativeName: '简体中文' },
  { code: 'ru', regionalTag: 'ru', plainCode: 'ru', nativeName: 'Русский' },
  { code: 'pt', regionalTag: 'pt-BR', plainCode: 'pt', nativeName: 'Português' },
  { code: 'ukr', regionalTag: 'uk-UA', plainCode: 'uk', nativeName: 'Українська' },
  { code: 'vn', regionalTag: 'vi-VN', plainCode: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'es', regionalTag: 'es-ES', plainCode: 'es', nativeName: 'Español' },
] as const;

export type SupportedLocale = (typeof LOCALES)[number]['code'];
export type LocaleInfo = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: SupportedLocale = 'en';
export const DEFAULT_NAMESPACE = 'common';
export const SUPPORTED_LOCALE_CODES: readonly SupportedLocale[] = LOCALES.map((l) => l.code);

/** True only for one of the eight app codes, exactly as written. */
export function isSupportedLocale(code: unknown): code is SupportedLocale {
  return typeof code === 'string' && (SUPPORTED_LOCALE_CODES as readonly string[]).includes(code);
}

export function localeInfo(code: SupportedLocale): LocaleInfo {
  return LOCALES.find((l) => l.code === code) ?? LOCALES[0];
}

const SIMPLIFIED_CHINESE_REGIONS = ['cn', 'sg', 'my', 'hans'];

/**
 * Maps any BCP 47 tag (browser language, account setting) to a supported locale, or `undefined`.
 * App codes, regional tags and plain codes are all understood; Chinese splits by script or region.
 */
export function matchSupportedLocale(tag: string | null | undefined): SupportedLocale | undefined {
  if (!tag) return undefined;
  const trimmed = tag.trim();
  if (isSupportedLocale(trimmed)) return trimmed;
  const lower = trimmed.toLowerCase().replace('_', '-');
  const exact = LOCALES.find((l) => l.regionalTag.toLowerCase() === lower || l.plainCode.toLowerCase() === lower);
  if (exact) return exact.code;
  const [language, ...rest] = lower.split('-');
  if (language === 'zh') return rest.some((part) => SIMPLIFIED_CHINESE_REGIONS.includes(part)) ? 'zh-Hans' : 'zh';
  return LOCALES.find((l) => l.plainCode === language || l.code === language)?.code;
}

/** As `matchSupportedLocale`, with a fallback for tags no locale matches. */
export function toSupportedLocale(tag: string | null | undefined, fallback: SupportedLocale = DEFAULT_LOCALE): SupportedLocale {
  return matchSupportedLocale(tag) ?? fallback;
}

/** The start-up locale: the saved choice, else the browser's first supported language, else English. */
export function pickStartLocale(saved: unknown, browserLanguages: readonly string[]): SupportedLocale {
  if (isSupportedLocale(saved)) return saved;
  for (const tag of browserLanguages) {
    const locale = matchSupportedLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/**
 * The Intl tag of an app language: the app's codes `ukr` and `vn` are not Intl's (`vn` fell back to the runtime's
 * default, en-US separators in Vietnamese), so each app code maps to its regional tag; any other tag passes as is.
 */
export function intlLocale(language: string): string {
  return isSupportedLocale(language) ? localeInfo(language).regionalTag : language;
}
