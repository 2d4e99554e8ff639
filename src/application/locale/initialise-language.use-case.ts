import { inject, injectable } from 'inversify';
import { DEFAULT_LOCALE, isSupportedLocale, matchSupportedLocale, type SupportedLocale } from '../../domain/shared/locale';
import { LanguagePreferencePort } from '../shared/ports/language-preference.port';
import { SwitchLanguage } from './switch-language.use-case';

/** Picks the start-up locale: the saved choice, else the browser's first supported language, else English. */
@injectable()
export class InitialiseLanguage {
  constructor(
    @inject(LanguagePreferencePort) private readonly preference: LanguagePreferencePort,
    @inject(SwitchLanguage) private readonly switchLanguage: SwitchLanguage,
  ) {}

  async execute(): Promise<SupportedLocale> {
    const saved = this.preference.saved();
    const locale = isSupportedLocale(saved) ? saved : this.fromBrowser();
    await this.switchLanguage.execute(locale, { remember: false });
    return locale;
  }

  private fromBrowser(): SupportedLocale {
    for (const tag of this.preference.browserLanguages()) {
      const locale = matchSupportedLocale(tag);
      if (locale) return locale;
    }
    return DEFAULT_LOCALE;
  }
}
