import 'virtual:antd-styles.css';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_POLICY } from '../../domain/shared/toast-policy';
import { exchangeTheme } from '../app/theme';
import { useAntdLocale } from '../locale/use-antd-locale';

/** antd's theme, locale and App context: a lazy chunk, so pages without antd never load it (docs/adr/0010). */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n);
  return (
    <ConfigProvider theme={exchangeTheme} locale={locale}>
      <AntApp message={{ top: TOAST_POLICY.topOffset, maxCount: TOAST_POLICY.maxCount, duration: TOAST_POLICY.durationMs / 1000 }}>
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
