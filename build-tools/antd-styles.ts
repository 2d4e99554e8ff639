import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import emotionHash from '@emotion/hash';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Checkbox,
  ConfigProvider,
  Empty,
  Flex,
  Input,
  Pagination,
  Popconfirm,
  Segmented,
  Skeleton,
  Spin,
  Statistic,
  Switch,
  Table,
  Tabs,
  Tag,
  theme,
  Tooltip,
  Typography,
  type ThemeConfig,
} from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

/**
 * The antd components of the markets pages and of most app pages, in the forms the markets page uses them (the
 * table is virtual, sortable and fixed-left), so that every style hook they call runs once. Components not listed
 * (the grid, forms, selects, descriptions, ...) still work: antd generates their style in the browser, as before.
 * The list is short on purpose: the stylesheet is parsed and matched on every antd page, and with every component
 * it was 475 KB, whose first style recalculation alone was a long task (docs/adr/0012-app-pages-speed.md).
 * Pagination is listed because every paged table has it (the leaderboard, the histories): compiled in the browser it
 * was 27 KB of CSS and the leaderboard's longest task; prebuilt it adds 29 KB to the sheet (ADR 0012, leaderboard).
 * Checkbox and Popconfirm (with the Popover under it) are the trade page's member panels' (the "this market only" box,
 * the cancel confirmations): compiled in the browser they were 18 KB of CSS and the trade page's longest task after
 * its first paint; prebuilt they add 18 KB to the sheet (2 KB gzip; docs/benchmarks.md, "Stop 60").
 */
function specimens(): ReactNode {
  const columns = [
    { key: 'a', dataIndex: 'a', title: 'A', sorter: true, sortOrder: 'descend' as const, fixed: 'left' as const, width: 150 },
    { key: 'b', dataIndex: 'b', title: 'B', sorter: true, align: 'right' as const, width: 120 },
  ];
  return h(
    Flex,
    { vertical: true, gap: 8, wrap: true, justify: 'space-between', align: 'center' },
    h(Typography.Title, { level: 1 }, 't'),
    h(Typography.Text, { strong: true, type: 'secondary' }, 't'),
    h(Table, {
      virtual: true,
      rowKey: 'a',
      size: 'middle',
      columns,
      dataSource: [{ a: 'x', b: '1' }],
      pagination: false,
      scroll: { x: 520, y: 300 },
      showSorterTooltip: false,
    }),
    h(Pagination, { current: 1, pageSize: 10, total: 50, showSizeChanger: false }),
    h(Tabs, {
      activeKey: 'a',
      items: [
        { key: 'a', label: 'a' },
        { key: 'b', label: 'b' },
      ],
    }),
    h(Segmented, { value: 'a', options: ['a', 'b'] }),
    h(Input.Search, { allowClear: true, placeholder: 's' }),
    h(Button, { type: 'primary' }, 'b'),
    h(Badge, { status: 'processing', text: 'b' }),
    h(Card, { title: 't', extra: 'e' }, 'c'),
    h(Alert, { type: 'error', showIcon: true, title: 'a' }),
    h(Skeleton, { active: false, title: false, paragraph: { rows: 2 } }),
    h(Spin, {}),
    h(Empty, {}),
    h(Tooltip, { title: 't' }, h('span', {}, 't')),
    h(Switch, { size: 'small', checked: true }),
    h(Statistic, { title: 't', value: '1', suffix: 'USDT' }),
    h(Tag, { color: 'success' }, 't'),
    h(Checkbox, { checked: true }, 'c'),
    h(Popconfirm, { title: 't' }, h('span', {}, 'p')),
  );
}

/**
 * The CSS antd's CSS-in-JS would generate in the browser for those components under `config`, as one plain
 * stylesheet with antd's cache-path map: the browser then skips generating the styles it holds (antd's "whole
 * export" server-side rendering mode), which was 330 ms of a phone's main thread on `/markets`.
 */
export function antdStylesCss(config: ThemeConfig): string {
  return extracted(config).css;
}

/** One CSS-variable style element as antd's CSS-in-JS writes it: its `data-css-hash`, its `data-token-hash` and its text. */
// CommonJS: Node's ESM loader (the Vite config) gives its module object, jest and bundlers its function.
const hash = typeof emotionHash === 'function' ? emotionHash : (emotionHash as unknown as { default: typeof emotionHash }).default;

export interface AntdCssVarStyle {
  readonly id: string;
  readonly token: string;
  readonly css: string;
}

/**
 * The theme's and the components' CSS-variable styles (`token` and `cssVar`), as the style elements antd would insert
 * in the browser, in its order. Not in the sheet: antd has no skip for them (the sheet's cache-path map covers component
 * styles only), so it inserted each again in the first commit that used it, 11 elements and 22 KB on `/leaderboard`,
 * about half of that commit's task (docs/benchmarks.md). The provider's chunk inserts these before antd renders
 * (`seedCssVarStyles`); antd then finds each by its name with the same text and leaves it.
 */
export function antdCssVarStyles(config: ThemeConfig): AntdCssVarStyle[] {
  return extracted(config).cssVars;
}

const STYLE_TAG = /<style ([^>]*)>([\s\S]*?)<\/style>/g;
const attribute = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1];

const extractions = new WeakMap<ThemeConfig, { css: string; cssVars: AntdCssVarStyle[] }>();
function extracted(config: ThemeConfig): { css: string; cssVars: AntdCssVarStyle[] } {
  let done = extractions.get(config);
  if (!done) {
    const cache = createCache();
    renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: config }, h(App, null, specimens()))));
    const css = extractStyle(cache, { plain: true, types: ['style'] });
    const elements = (types: ('token' | 'cssVar')[]) =>
      [...extractStyle(cache, { plain: false, types }).matchAll(STYLE_TAG)].flatMap(([, attrs, text]) => {
        const id = attribute(attrs, 'data-css-hash');
        const token = attribute(attrs, 'data-token-hash');
        return id && token ? [{ id, token, css: text }] : [];
      });
    // The theme's own variables: the extraction names their element by the token's key, but the browser inserts it as
    // `hash('css-var-<theme key>')` (@ant-design/cssinjs, useCacheToken), the name it is looked up by.
    const theme = elements(['token']).map((style) => ({ ...style, id: hash(`css-var-${style.token}`) }));
    const cssVars = [...theme, ...elements(['cssVar'])];
    done = { css, cssVars };
    extractions.set(config, done);
  }
  return done;
}

const VIRTUAL_ID = 'virtual:antd-styles.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The seed the theme gives antd and the map token its algorithm derives from it (`__ANTD_MAP_TOKEN__`). */
export function antdMapToken(config: ThemeConfig): { seed: Record<string, unknown>; mapToken: Record<string, unknown> } {
  const algorithm = config.algorithm;
  if (typeof algorithm !== 'function') throw new Error('antd-styles expects one algorithm function in the theme');
  const seed = { ...theme.defaultSeed, ...config.token };
  return { seed, mapToken: algorithm(seed) as unknown as Record<string, unknown> };
}

/**
 * antd's work done at build time instead of on the phone (docs/adr/0012-app-pages-speed.md):
 * - `virtual:antd-styles.css`, the styles of the app pages' components (the antd provider's chunk imports it, so
 *   it loads with antd and never with the light pages). The hash in its selectors depends on NODE_ENV, as in the
 *   browser bundle: a production build that produced development selectors would silently match nothing, so it fails.
 * - `__ANTD_MAP_TOKEN__`, the map token the theme's algorithm derives from its seed: deriving the dark palettes was
 *   ≈ 90 ms of a phone's main thread in the provider's first render. Without the plugin (tests) it is undefined.
 * - `__ANTD_CSS_VARS__`, the theme's and the components' CSS-variable style elements (`antdCssVarStyles`), which the
 *   provider's chunk inserts before antd's first render. Without the plugin (tests) it is undefined.
 */
export function antdStylesPlugin(config: ThemeConfig): Plugin {
  let production = false;
  return {
    name: 'antd-styles',
    config: () => ({
      define: {
        __ANTD_MAP_TOKEN__: JSON.stringify(antdMapToken(config)),
        __ANTD_CSS_VARS__: JSON.stringify(antdCssVarStyles(config)),
      },
    }),
    configResolved(resolved) {
      production = resolved.isProduction;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const css = antdStylesCss(config);
      if (production && css.includes('css-dev-only'))
        this.error('antd styles were extracted with development hashes: NODE_ENV must be "production" when vite.config.ts loads antd');
      return css;
    },
  };
}
