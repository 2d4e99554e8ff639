import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SupportedLocale } from '../../domain/shared/locale';
import { fetchBackend } from './fetch-backend';
import { i18nOptions, LOCALES_PATH } from './i18n-options';

/** The browser's i18next, started in `lng` (the boot's pick); namespaces are fetched from `public/locales`. */
export async function createBrowserI18n(lng: SupportedLocale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(fetchBackend(LOCALES_PATH))
    .use(initReactI18next)
    .init({ ...i18nOptions, lng });
  return instance;
}
