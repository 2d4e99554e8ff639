import { token } from '../token';

/** The visitor's saved language choice (the language cookie) and the browser's own languages. */
export interface LanguagePreferencePort {
  saved(): string | undefined;
  save(code: string): void;
  browserLanguages(): readonly string[];
}
export const LanguagePreferencePort = token<LanguagePreferencePort>('LanguagePreferencePort');
