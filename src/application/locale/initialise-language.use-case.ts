import { inject, injectable } from 'inversify';
import { pickStartLocale, type SupportedLocale } from '../../domain/shared/locale';
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
    const locale = pickStartLocale(this.preference.saved(), this.preference.browserLanguages());
    await this.switchLanguage.execute(locale, { remember: false });
    return locale;
  }
}
