import { theme, type ThemeConfig } from 'antd';

/** Spec §9 "Layout": spacing unit 8, radius 4, UI breakpoints xs 0 / sm 600 / md 900 / lg 1200 / xl 1536. */
export const SPACING = 8;

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
    screenXS: 480,
    screenSM: 600,
    screenMD: 900,
    screenLG: 1200,
    screenXL: 1536,
    screenXXL: 1920,
  },
  components: {
    Layout: { headerBg: '#0b0d12', footerBg: '#0f1218', bodyBg: '#0b0d12', headerPadding: `0 ${SPACING * 3}px`, headerHeight: 64 },
    Menu: { darkItemBg: '#0b0d12', itemBg: 'transparent' },
  },
};

/** Prices going up are green, going down red. */
export const trendColor = (change: string | undefined): string | undefined =>
  change === undefined ? undefined : change.startsWith('-') ? exchangeTheme.token?.colorError : exchangeTheme.token?.colorSuccess;
