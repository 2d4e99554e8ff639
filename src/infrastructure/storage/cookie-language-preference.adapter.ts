import Cookies from 'js-cookie';
import { injectable } from 'inversify';
import type { LanguagePreferencePort } from '../../application/shared/ports/language-preference.port';
import { browserLanguages, LANGUAGE_COOKIE, readLanguageCookie } from './language-cookie';

export { LANGUAGE_COOKIE } from './language-cookie';

/** The language preference in the `language` cookie (kept a year, every path; the boot reads it before the container). */
@injectable()
export class CookieLanguagePreference implements LanguagePreferencePort {
  saved(): string | undefined {
    return readLanguageCookie();
  }

  save(code: string): void {
    Cookies.set(LANGUAGE_COOKIE, code, { expires: 365, sameSite: 'lax', secure: location.protocol === 'https:', path: '/' });
  }

  browserLanguages(): readonly string[] {
    return browserLanguages();
  }
}
