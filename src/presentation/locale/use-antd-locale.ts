import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import type { SupportedLocale } from '../../domain/shared/locale';

/**
 * antd's own strings per locale, each its own small chunk loaded when first used, with dayjs's month and weekday names
 * for the date pickers (dayjs registers a locale when its file is imported; antd's locale names it).
 */
const withDays = (antd: Promise<{ default: Locale }>, days: Promise<unknown>) => Promise.all([antd, days]).then(([module]) => module);
const ANTD_LOCALES: Record<SupportedLocale, () => Promise<{ default: Locale }>> = {
  en: async () => ({ default: enUS }),
  zh: () => withDays(import('antd/locale/zh_TW'), import('dayjs/locale/zh-tw')),
  'zh-Hans': () => withDays(import('antd/locale/zh_CN'), import('dayjs/locale/zh-cn')),
  ru: () => withDays(import('antd/locale/ru_RU'), import('dayjs/locale/ru')),
  pt: () => withDays(import('antd/locale/pt_BR'), import('dayjs/locale/pt-br')),
  ukr: () => withDays(import('antd/locale/uk_UA'), import('dayjs/locale/uk')),
  vn: () => withDays(import('antd/locale/vi_VN'), import('dayjs/locale/vi')),
  es: () => withDays(import('antd/locale/es_ES'), import('dayjs/locale/es')),
};

/** antd's own strings (pagination, empty states) follow the active locale. */
export function useAntdLocale(i18n: I18n): Locale {
  const [locale, setLocale] = useState<Locale>(enUS);
  useEffect(() => {
    let current = true;
    const update = () => {
      const load = ANTD_LOCALES[i18n.language as SupportedLocale] ?? ANTD_LOCALES.en;
      void load().then((module) => current && setLocale(module.default));
    };
    update();
    i18n.on('languageChanged', update);
    return () => {
      current = false;
      i18n.off('languageChanged', update);
    };
  }, [i18n]);
  return locale;
}
