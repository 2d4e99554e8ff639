import type { SupportedLocale } from '../../../domain/shared/locale';
import { token } from '../token';

/** Translation lookups and the active locale (i18next behind it). */
export interface TranslatorPort {
  t(key: string, params?: Record<string, unknown>): string;
  language(): SupportedLocale;
  changeLanguage(locale: SupportedLocale): Promise<void>;
}
export const TranslatorPort = token<TranslatorPort>('TranslatorPort');
