import { theme, type ThemeConfig } from 'antd';

/** Spacing unit 8, radius 4, UI breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
export const SPACING = 8;

/**
 * antd derives each breakpoint's Min/Max from its defaults, not from overrides, so every one is set here:
 * `screenX = screenXMin`, `screenXMax = next − 1`.
 */
function screenTokens(widths: Record<'XS' | 'SM' | 'MD' | 'LG' | 'XL' | 'XXL' | 'XXXL', number>): Record<string, number> {
  const names = Object.keys(widths) as (keyof typeof widths)[];
  return Object.fromEntries(
    names.flatMap((name, i) => {
      const next = names[i + 1];
      const entries: [string, number][] = [
        [`screen${name}`, widths[name]],
        [`screen${name}Min`, widths[name]],
      ];
      if (next) entries.push([`screen${name}Max`, widths[next] - 1]);
      return entries;
    }),
  );
}

export const exchangeTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  cssVar: { key: 'woo' },
  token: {
    // WCAG AA on the dark background (axe-core, docs/adr/0009): white on primary 5.5:1, links 6.9:1 on cards.
    colorPrimary: '#3b74e0',
    colorInfo: '#3b74e0',
    colorLink: '#6ea2ff',
    colorLinkHover: '#8db6ff',
    colorLinkActive: '#5a8fe8',
    colorTextDescription: 'rgba(232, 235, 242, 0.68)',
    // The dark algorithm darkens the error colour to #cf3f43 (3.8:1 on cards); price falls need ≥ 4.5:1.
    colorErrorText: '#f0474b',
    colorSuccess: '#1fbf75',
    colorError: '#f0474b',
    colorWarning: '#f5a623',
    colorBgBase: '#0b0d12',
    colorBgLayout: '#0b0d12',
    colorBgContainer: '#14171f',
    colorBgElevated: '#1b1f29',
    colorBorder: '#2a2f3a',
    colorTextBase: '#e8ebf2',
    borderRadius: 4,
    sizeUnit: SPACING / 2,
    sizeStep: SPACING / 2,
    fontFamily: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    ...screenTokens({ XS: 480, SM: 600, MD: 900, LG: 1200, XL: 1536, XXL: 1920, XXXL: 2560 }),
  },
  components: {
    Layout: { headerBg: '#0b0d12', footerBg: '#0f1218', bodyBg: '#0b0d12', headerPadding: `0 ${SPACING * 3}px`, headerHeight: 64 },
    Menu: { darkItemBg: '#0b0d12', itemBg: 'transparent' },
    // The selected tab is text on a card: the link colours keep it at AA contrast.
    Tabs: { itemSelectedColor: '#6ea2ff', itemHoverColor: '#8db6ff', itemActiveColor: '#5a8fe8', inkBarColor: '#6ea2ff' },
  },
};

/**
 * The light theme (account settings): antd's default algorithm on the same primary colour, its own
 * CSS-variable class (`woo-light`) so its values never mix with the dark ones built at build time.
 */
export const exchangeLightTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  cssVar: { key: 'woo-light' },
  token: {
    colorPrimary: '#2f66cf',
    colorInfo: '#2f66cf',
    colorLink: '#2458bd',
    colorSuccess: '#13915a',
    colorError: '#d9363e',
    colorErrorText: '#c62f37',
    colorWarning: '#c77c02',
    colorBgLayout: '#f3f5f8',
    borderRadius: 4,
    sizeUnit: SPACING / 2,
    sizeStep: SPACING / 2,
    fontFamily: exchangeTheme.token?.fontFamily,
    ...screenTokens({ XS: 480, SM: 600, MD: 900, LG: 1200, XL: 1536, XXL: 1920, XXXL: 2560 }),
  },
  components: {
    Layout: { headerBg: '#ffffff', footerBg: '#eef1f5', bodyBg: '#f3f5f8', headerPadding: `0 ${SPACING * 3}px`, headerHeight: 64 },
    Menu: { itemBg: 'transparent' },
  },
};

/** Layout values of the light shell that antd has no token for, as `--ex-*` CSS variables (vite.config.ts). */
export const LAYOUT_TOKENS: Record<string, string> = {
  headerHeight: '64px',
  contentMaxWidth: '1200px',
  headerBg: '#0b0d12',
  footerBg: '#0f1218',
};

/** The light theme's layout values (`:root[data-theme="light"]`). */
export const LIGHT_LAYOUT_TOKENS: Record<string, string> = { ...LAYOUT_TOKENS, headerBg: '#ffffff', footerBg: '#eef1f5' };

/** Prices going up are green, going down red. */
export const trendColor = (change: string | undefined): string | undefined =>
  change === undefined ? undefined : change.startsWith('-') ? exchangeTheme.token?.colorError : exchangeTheme.token?.colorSuccess;
