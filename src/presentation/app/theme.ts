import { theme, type ThemeConfig } from 'antd';

/** Spec §9 "Layout": spacing unit 8, radius 4, UI breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
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
      const entries: [string, number][] = [[`screen${name}`, widths[name]], [`screen${name}Min`, widths[name]]];
      if (next) entries.push([`screen${name}Max`, widths[next] - 1]);
      return entries;
    }),
  );
}

export const exchangeTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  cssVar: { key: 'woo' },
  token: {
    colorPrimary: '#4b8bff',
    colorInfo: '#4b8bff',
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
  },
};

/** Prices going up are green, going down red. */
export const trendColor = (change: string | undefined): string | undefined =>
  change === undefined ? undefined : change.startsWith('-') ? exchangeTheme.token?.colorError : exchangeTheme.token?.colorSuccess;
