import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import ptBR from 'antd/locale/pt_BR';
import ruRU from 'antd/locale/ru_RU';
import ukUA from 'antd/locale/uk_UA';
import viVN from 'antd/locale/vi_VN';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import type { SupportedLocale } from '../../domain/shared/locale';

const ANTD_LOCALES: Record<SupportedLocale, Locale> = {
  en: enUS, zh: zhTW, 'zh-Hans': zhCN, ru: ruRU, pt: ptBR, ukr: ukUA, vn: viVN, es: esES,
};

/** antd's own strings (pagination, empty states) follow the active locale. */
export function useAntdLocale(i18n: I18n): Locale {
  const pick = () => antdLocaleOf(i18n);
  const [locale, setLocale] = useState(pick);
  useEffect(() => {
    const update = () => setLocale(antdLocaleOf(i18n));
    i18n.on('languageChanged', update);
    return () => i18n.off('languageChanged', update);
  }, [i18n]);
  return locale;
}

function antdLocaleOf(i18n: I18n): Locale {
  return ANTD_LOCALES[i18n.language as SupportedLocale] ?? enUS;
}
