import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  Alert, App, Avatar, Badge, Button, Card, Checkbox, Col, ConfigProvider, Descriptions, Divider, Empty, Flex, Form, Input, List, Progress,
  Result, Row, Segmented, Select, Skeleton, Space, Spin, Statistic, Switch, Table, Tabs, Tag, Typography, type ThemeConfig,
} from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';

/**
 * One of each antd component the app's pages use, in the forms they use it (the markets table is virtual, sortable
 * and fixed-left), so that every style hook they call runs once. A component missing here still works: antd
 * generates its style in the browser, as before (docs/adr/0012-app-pages-speed.md).
 */
function specimens(): ReactNode {
  const columns = [
    { key: 'a', dataIndex: 'a', title: 'A', sorter: true, sortOrder: 'descend' as const, fixed: 'left' as const, width: 150 },
    { key: 'b', dataIndex: 'b', title: 'B', sorter: true, align: 'right' as const, width: 120 },
  ];
  const data = [{ a: 'x', b: '1' }];
  return h(
    Flex,
    { vertical: true, gap: 8, wrap: true, justify: 'space-between', align: 'center' },
    h(Typography.Title, { level: 1 }, 't'),
    h(Typography.Title, { level: 4 }, 't'),
    h(Typography.Text, { strong: true, type: 'secondary' }, 't'),
    h(Typography.Paragraph, { type: 'secondary', copyable: true }, 't'),
    h(Typography.Link, { href: '#' }, 't'),
    h(Table, { virtual: true, rowKey: 'a', size: 'middle', columns, dataSource: data, pagination: false, scroll: { x: 520, y: 300 }, showSorterTooltip: false }),
    h(Table, { rowKey: 'a', size: 'middle', columns, dataSource: data, loading: true, pagination: { pageSize: 20, showSizeChanger: false, total: 100 }, scroll: { x: 720 } }),
    h(Table, { rowKey: 'a', columns, dataSource: [] }),
    h(Tabs, { activeKey: 'a', items: [{ key: 'a', label: 'a' }, { key: 'b', label: 'b' }] }),
    h(Segmented, { value: 'a', options: ['a', 'b'] }),
    h(Input.Search, { allowClear: true, placeholder: 's' }),
    h(Input, { placeholder: 's' }),
    h(Input.Password, {}),
    h(Input.TextArea, {}),
    h(Select, { showSearch: true, value: 'a', options: [{ value: 'a', label: 'a' }] }),
    h(Button, { type: 'primary' }, 'b'),
    h(Button, { type: 'link' }, 'b'),
    h(Row, { gutter: [16, 16] }, h(Col, { xs: 24, md: 12, xl: 8 }, h(Card, { title: 't', extra: 'e' }, h(List, { dataSource: ['a'], renderItem: (s) => h(List.Item, null, String(s)) })))),
    h(Alert, { type: 'error', showIcon: true, title: 'a' }),
    h(Result, { status: 'success', title: 'r' }),
    h(Form, { layout: 'vertical' }, h(Form.Item, { label: 'l', name: 'n', rules: [{ required: true }] }, h(Input, {}))),
    h(Skeleton, { active: true }),
    h(Descriptions, { items: [{ key: 'a', label: 'a', children: 'b' }] }),
    h(Tag, { color: 'success' }, 't'),
    h(Divider, {}),
    h(Avatar, {}, 'a'),
    h(Badge, { status: 'processing', text: 'b' }),
    h(Switch, {}),
    h(Statistic, { value: 1 }),
    h(Progress, { percent: 50 }),
    h(Checkbox, {}, 'c'),
    h(Space, {}, 'a', 'b'),
    h(Spin, {}),
    h(Empty, {}),
  );
}

/**
 * The CSS antd's CSS-in-JS would generate in the browser for those components under `theme`, as one plain
 * stylesheet with antd's cache-path map: the browser then skips generating the styles it holds (antd's "whole
 * export" server-side rendering mode), which was 330 ms of a phone's main thread on `/markets`.
 */
export function antdStylesCss(theme: ThemeConfig): string {
  const cache = createCache();
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme }, h(App, null, specimens()))));
  return extractStyle(cache, { plain: true, types: ['style', 'token', 'cssVar'] });
}

const VIRTUAL_ID = 'virtual:antd-styles.css';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Serves `virtual:antd-styles.css` (the antd provider's chunk imports it, so it loads with antd and never with the
 * light pages). The hash in its selectors depends on NODE_ENV, as in the browser bundle: a production build that
 * produced development selectors would silently match nothing, so it fails instead.
 */
export function antdStylesPlugin(theme: ThemeConfig): Plugin {
  let production = false;
  return {
    name: 'antd-styles',
    configResolved(config) {
      production = config.isProduction;
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const css = antdStylesCss(theme);
      if (production && css.includes('css-dev-only')) this.error('antd styles were extracted with development hashes: NODE_ENV must be "production" when vite.config.ts loads antd');
      return css;
    },
  };
}
