import Cookies from 'js-cookie';
import { injectable } from 'inversify';
import type { LanguagePreferencePort } from '../../application/shared/ports/language-preference.port';

/** The local language cookie (spec §1): kept a year, readable on every path. */
export const LANGUAGE_COOKIE = 'language';

@injectable()
export class CookieLanguagePreference implements LanguagePreferencePort {
  saved(): string | undefined {
    return Cookies.get(LANGUAGE_COOKIE) || undefined;
  }

  save(code: string): void {
    Cookies.set(LANGUAGE_COOKIE, code, { expires: 365, sameSite: 'lax', secure: location.protocol === 'https:', path: '/' });
  }

  browserLanguages(): readonly string[] {
    return navigator.languages?.length ? navigator.languages : [navigator.language];
  }
}
