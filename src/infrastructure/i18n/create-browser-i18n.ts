import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, LOCALES_PATH } from './i18n-options';

/** The browser's i18next: namespaces are fetched lazily from `public/locales`. */
export async function createBrowserI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({ ...i18nOptions, backend: { loadPath: LOCALES_PATH } });
  return instance;
}
