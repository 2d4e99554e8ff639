import { theme, type ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:theme-tokens.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The antd tokens the light public shell uses (docs/adr/0010-light-public-shell.md). */
export const EXPORTED_TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryActive',
  'colorPrimaryBg',
  'colorPrimaryBorder',
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextDescription',
  'colorTextLightSolid',
  'colorBgLayout',
  'colorBgContainer',
  'colorBgElevated',
  'colorBgMask',
  'colorBorder',
  'colorBorderSecondary',
  'colorFill',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorFillQuaternary',
  'colorLink',
  'colorLinkHover',
  'colorLinkActive',
  'colorSuccess',
  'colorSuccessText',
  'colorSuccessBg',
  'colorError',
  'colorErrorText',
  'colorErrorBg',
  'colorWarning',
  'colorWarningBg',
  'colorInfo',
  'colorInfoBg',
  'borderRadius',
  'borderRadiusSM',
  'borderRadiusLG',
  'fontFamily',
  'fontFamilyCode',
  'fontSize',
  'fontSizeSM',
  'fontSizeLG',
  'fontSizeXL',
  'fontSizeHeading1',
  'fontSizeHeading2',
  'fontSizeHeading3',
  'fontSizeHeading4',
  'fontSizeHeading5',
  'lineHeight',
  'lineHeightHeading1',
  'lineHeightHeading2',
  'lineHeightHeading3',
  'controlHeight',
  'controlHeightSM',
  'controlHeightLG',
  'paddingXXS',
  'paddingXS',
  'paddingSM',
  'padding',
  'paddingMD',
  'paddingLG',
  'paddingXL',
  'marginXXS',
  'marginXS',
  'marginSM',
  'margin',
  'marginMD',
  'marginLG',
  'marginXL',
  'marginXXL',
  'boxShadow',
  'boxShadowSecondary',
  'motionDurationMid',
  'motionDurationSlow',
] as const;

const PX_TOKENS = /^(borderRadius|fontSize|controlHeight|padding|margin)/;

const kebab = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** `:root { --ex-color-primary: …; }` from the antd theme, so light components and antd ones share one palette. */
export function themeTokensCss(config: ThemeConfig, layout: Record<string, string> = {}, selector = ':root'): string {
  const token = theme.getDesignToken(config) as unknown as Record<string, string | number>;
  const lines = EXPORTED_TOKENS.map((name) => {
    const value = token[name];
    if (value === undefined) throw new Error(`antd has no token ${name}`);
    const css = typeof value === 'number' && PX_TOKENS.test(name) ? `${value}px` : String(value);
    return `  --ex-${kebab(name)}: ${css};`;
  });
  const extra = Object.entries(layout).map(([name, value]) => `  --ex-${kebab(name)}: ${value};`);
  return `${selector} {\n${[...lines, ...extra].join('\n')}\n}\n`;
}

/**
 * Price moves take `--ex-color-up*` / `--ex-color-down*`: the success and error colours, swapped when the account
 * chose red for a rise (`data-price="red-up"` on <html>, account settings).
 */
export const PRICE_MOVE_CSS = [
  ':root { --ex-color-up: var(--ex-color-success); --ex-color-up-text: var(--ex-color-success-text); --ex-color-down: var(--ex-color-error); --ex-color-down-text: var(--ex-color-error-text); }',
  ':root[data-price="red-up"] { --ex-color-up: var(--ex-color-error); --ex-color-up-text: var(--ex-color-error-text); --ex-color-down: var(--ex-color-success); --ex-color-down-text: var(--ex-color-success-text); }',
].join('\n');

/** Serves `virtual:theme-tokens.css`, computed from `exchangeTheme` at build time (no antd in the browser for it). */
export function themeTokensPlugin(
  config: ThemeConfig,
  layout: Record<string, string>,
  light?: { config: ThemeConfig; layout: Record<string, string> },
): Plugin {
  const css = () =>
    [
      themeTokensCss(config, layout),
      light ? themeTokensCss(light.config, light.layout, ':root[data-theme="light"]') : '',
      PRICE_MOVE_CSS,
    ].join('');
  return {
    name: 'theme-tokens',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? css() : undefined),
  };
}
