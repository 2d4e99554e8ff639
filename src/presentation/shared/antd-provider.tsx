import 'virtual:antd-styles.css';
import { IconProvider } from '@ant-design/icons';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_POLICY } from '../../domain/shared/toast-policy';
import { exchangeLightTheme, exchangeTheme } from '../app/theme';
import { useThemeName } from './display-choice';
import { useAntdLocale } from '../locale/use-antd-locale';
import { seedCssVarStyles } from './antd-css-vars';

// The theme's and the components' CSS-variable styles, built at build time, in place before antd's first render (antd-css-vars.ts).
if (typeof __ANTD_CSS_VARS__ !== 'undefined' && typeof document !== 'undefined') seedCssVarStyles(__ANTD_CSS_VARS__, document.head);

type Algorithm = Extract<ThemeConfig['algorithm'], (...args: never[]) => unknown>;

// Defined by the build (build-tools/antd-styles.ts); undefined where no build ran (tests).
const derived = typeof __ANTD_MAP_TOKEN__ === 'undefined' ? undefined : __ANTD_MAP_TOKEN__;

const sameSeed = (input: object): boolean =>
  derived !== undefined &&
  Object.keys(derived.seed).length === Object.keys(input).length &&
  Object.entries(derived.seed).every(([key, value]) => (input as Record<string, unknown>)[key] === value);

/**
 * The theme's algorithm, answered from the map token the build derived from the same seed (build-tools/antd-styles.ts):
 * the colour palettes are not derived again on the phone. Any other seed (a nested theme) runs the real algorithm.
 */
function precomputed(algorithm: Algorithm): Algorithm {
  return ((input, previous) =>
    previous === undefined && derived && sameSeed(input) ? { ...derived.mapToken } : algorithm(input, previous)) as Algorithm;
}

const theme: ThemeConfig =
  typeof exchangeTheme.algorithm === 'function' ? { ...exchangeTheme, algorithm: precomputed(exchangeTheme.algorithm) } : exchangeTheme;

/** antd's theme, locale and App context: a lazy chunk, so pages without antd never load it (docs/adr/0010). */
export default function AntdProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n);
  const light = useThemeName() === 'light';
  return (
    <ConfigProvider theme={light ? exchangeLightTheme : theme} locale={locale}>
      <IconsStyledByAntd>
        <AntApp message={{ top: TOAST_POLICY.topOffset, maxCount: TOAST_POLICY.maxCount, duration: TOAST_POLICY.durationMs / 1000 }}>
          {children}
        </AntApp>
      </IconsStyledByAntd>
    </ConfigProvider>
  );
}

/**
 * antd's provider writes the icons' styles (`.anticon`, the spin) with its own. Without this, every icon's mount also
 * wrote @ant-design/icons' copy of them (a scan of the head's style elements per icon): 6–8 ms of one start task of
 * `/trade` in Lighthouse's browser, four times that on its phone (docs/benchmarks.md, "Stop 62"). antd does the same
 * when it writes its styles in a layer. No CSP nonce to pass on (ADR 0016).
 */
function IconsStyledByAntd({ children }: { children: ReactNode }) {
  const { iconPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const icons = useMemo(() => ({ prefixCls: iconPrefixCls, zeroRuntime: true }), [iconPrefixCls]);
  return <IconProvider value={icons}>{children}</IconProvider>;
}
