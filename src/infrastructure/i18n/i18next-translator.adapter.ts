import type { i18n as I18n } from 'i18next';
import { inject, injectable } from 'inversify';
import type { TranslatorPort } from '../../application/shared/ports/translator.port';
import { token } from '../../application/shared/token';
import { DEFAULT_LOCALE, isSupportedLocale, type SupportedLocale } from '../../domain/shared/locale';

/** The i18next instance the composition root created (browser: fetch backend; tests: in-memory resources). */
export const I18nInstance = token<I18n>('I18nInstance');

@injectable()
export class I18nextTranslator implements TranslatorPort {
  constructor(@inject(I18nInstance) private readonly i18n: I18n) {}

  t(key: string, params?: Record<string, unknown>): string {
    return this.i18n.t(key, params ?? {}) as string;
  }

  language(): SupportedLocale {
    const current = this.i18n.language;
    return isSupportedLocale(current) ? current : DEFAULT_LOCALE;
  }

  async changeLanguage(locale: SupportedLocale): Promise<void> {
    // The boot starts i18next in the saved language: switching to it again would re-render every view for nothing.
    if (this.i18n.isInitialized && this.i18n.language === locale) return;
    await this.i18n.changeLanguage(locale);
  }
}
