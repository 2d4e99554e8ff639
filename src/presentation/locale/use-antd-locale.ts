import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import type { SupportedLocale } from '../../domain/shared/locale';

/** antd's own strings per locale, each its own small chunk, loaded when first used. */
const ANTD_LOCALES: Record<SupportedLocale, () => Promise<{ default: Locale }>> = {
  en: async () => ({ default: enUS }),
  zh: () => import('antd/locale/zh_TW'),
  'zh-Hans': () => import('antd/locale/zh_CN'),
  ru: () => import('antd/locale/ru_RU'),
  pt: () => import('antd/locale/pt_BR'),
  ukr: () => import('antd/locale/uk_UA'),
  vn: () => import('antd/locale/vi_VN'),
  es: () => import('antd/locale/es_ES'),
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
