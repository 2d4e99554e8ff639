import type { LanguagePreferencePort } from '../../src/application/shared/ports/language-preference.port';

/** The language cookie and the browser's languages, in memory. */
export class FakeLanguagePreference implements LanguagePreferencePort {
  cookie: string | undefined = undefined;
  languages: string[] = ['en-US'];

  saved(): string | undefined {
    return this.cookie;
  }

  save(code: string): void {
    this.cookie = code;
  }

  browserLanguages(): readonly string[] {
    return this.languages;
  }
}
