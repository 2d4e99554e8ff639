import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { InitialiseLanguage } from '../../application/locale/initialise-language.use-case';
import { SwitchLanguage } from '../../application/locale/switch-language.use-case';
import { DEFAULT_LOCALE, LOCALES, type SupportedLocale } from '../../domain/shared/locale';

/** The active locale and the switcher's options. */
@injectable()
export class LocaleStore {
  locale: SupportedLocale = DEFAULT_LOCALE;
  readonly options = LOCALES.map((l) => ({ value: l.code, label: l.nativeName }));

  constructor(
    @inject(InitialiseLanguage) private readonly initialise: InitialiseLanguage,
    @inject(SwitchLanguage) private readonly switchLanguage: SwitchLanguage,
  ) {
    makeObservable(this, { locale: observable, setLocale: action });
  }

  async start(): Promise<void> {
    const locale = await this.initialise.execute();
    this.setLocale(locale);
  }

  /** Ignores anything that is not one of the eight codes. */
  async switchTo(code: string): Promise<void> {
    const result = await this.switchLanguage.execute(code);
    if (result.ok) runInAction(() => (this.locale = result.value));
  }

  setLocale(locale: SupportedLocale): void {
    this.locale = locale;
  }
}
