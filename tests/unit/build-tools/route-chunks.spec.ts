import { rendersAntd } from '../../../build-tools/route-chunks-plugin';
import { FIRST_VIEW_DEPTH, routeChunks, type RouteChunkOptions } from '../../../build-tools/route-chunks';
import { staticClosure, type BuildManifest } from '../../../build-tools/route-shells';

const LIST = 'src/presentation/app/app-page-modules.ts';
const PROVIDER = 'src/presentation/shared/antd-provider.tsx';
const MODULE = 'src/di/modules/market.module.ts';
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_preload.js'] },
  '_preload.js': { file: 'assets/preload-1.js' },
  '_shell.js': { file: 'assets/shell-1.js', name: 'shell', dynamicImports: [LIST, 'src/presentation/pages/home-page.tsx', PROVIDER] },
  [LIST]: { file: 'assets/app-page-modules-1.js', src: LIST, dynamicImports: ['src/presentation/markets/markets-page.tsx'] },
  'src/presentation/pages/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shell.js', '_title.js'] },
  'src/presentation/markets/markets-page.tsx': {
    file: 'assets/markets-page-1.js',
    imports: ['_shell.js', '_title.js'],
    css: ['assets/markets-page-1.css'],
    dynamicImports: ['src/presentation/markets/markets-view.tsx', 'src/presentation/markets/markets-movers.tsx'],
  },
  'src/presentation/markets/markets-movers.tsx': { file: 'assets/markets-movers-1.js', imports: ['_title.js'] },
  'src/presentation/markets/markets-view.tsx': {
    file: 'assets/markets-view-1.js',
    imports: ['_table.js'],
    dynamicImports: ['src/presentation/markets/markets-filters.tsx'],
  },
  'src/presentation/markets/markets-filters.tsx': {
    file: 'assets/markets-filters-1.js',
    dynamicImports: ['src/presentation/markets/filters-help.tsx'],
  },
  'src/presentation/markets/filters-help.tsx': { file: 'assets/filters-help-1.js' },
  '_title.js': { file: 'assets/title-1.js' },
  '_table.js': { file: 'assets/table-1.js', css: ['assets/table-1.css'] },
  [MODULE]: { file: 'assets/market-module-1.js', imports: ['_shell.js', '_region-store.js'] },
  '_region-store.js': { file: 'assets/region-store-1.js' },
  [PROVIDER]: { file: 'assets/antd-provider-1.js', imports: ['_antd.js', '_shell.js'], css: ['assets/antd-1.css'] },
  '_antd.js': { file: 'assets/antd-1.js' },
};
const options = (needsAntd: (id: string) => boolean): RouteChunkOptions => ({
  loaded: new Set([...staticClosure(manifest, 'index.html'), ...staticClosure(manifest, '_shell.js')]),
  pageLists: [LIST],
  needsAntd: (route) => needsAntd(route.id),
  antdProvider: PROVIDER,
});
const ROUTES = [{ id: 'home', page: 'pages/home-page' }, { id: 'markets', page: 'markets/markets-page' }, { id: 'unbuilt' }];
const indicesOf = (chunks: ReturnType<typeof routeChunks>, id: string) => chunks.routes[id].split(/[,;]/).map(Number);
const filesOf = (chunks: ReturnType<typeof routeChunks>, id: string) => indicesOf(chunks, id).map((at) => chunks.files[at]);

describe('route chunks: what a click on a link fetches at once', () => {
  it('lists the page list of a route, its page, its lazy views two levels down, their imports and stylesheets, and the antd provider', () => {
    expect(FIRST_VIEW_DEPTH).toBe(2);
    const chunks = routeChunks(
      manifest,
      ROUTES,
      options((id) => id === 'markets'),
    );
    expect(filesOf(chunks, 'markets').sort()).toEqual(
      [
        'assets/app-page-modules-1.js',
        'assets/markets-page-1.css',
        'assets/markets-page-1.js',
        'assets/title-1.js',
        'assets/markets-view-1.js',
        'assets/table-1.css',
        'assets/table-1.js',
        'assets/markets-filters-1.js',
        'assets/markets-movers-1.js',
        'assets/antd-1.css',
        'assets/antd-provider-1.js',
        'assets/antd-1.js',
      ].sort(),
    );
  });

  it('orders the files as the page needs them, its DI modules and antd before its lazy views, and their panels later', () => {
    const chunks = routeChunks(manifest, ROUTES, {
      ...options((id) => id === 'markets'),
      modulesOf: (route) => (route.id === 'markets' ? [MODULE] : []),
    });
    const [now, later] = chunks.routes.markets.split(';').map((part) => part.split(',').map((at) => chunks.files[Number(at)]));
    expect(now).toEqual([
      'assets/app-page-modules-1.js',
      'assets/markets-page-1.css',
      'assets/markets-page-1.js',
      'assets/title-1.js',
      'assets/market-module-1.js',
      'assets/region-store-1.js',
      'assets/antd-1.css',
      'assets/antd-provider-1.js',
      'assets/antd-1.js',
      'assets/markets-view-1.js',
      'assets/table-1.css',
      'assets/table-1.js',
      'assets/markets-movers-1.js',
    ]);
    expect(later).toEqual(['assets/markets-filters-1.js']);
    expect(chunks.routes.home).toBe(`${chunks.files.indexOf('assets/home-page-1.js')},${chunks.files.indexOf('assets/title-1.js')}`);
  });

  it('fails the build for a DI module the build does not have', () => {
    expect(() => routeChunks(manifest, ROUTES, { ...options(() => false), modulesOf: () => ['src/di/modules/gone.module.ts'] })).toThrow(
      'route chunks: src/di/modules/gone.module.ts (route home) is not a chunk of the build',
    );
  });

  it('lists the panels a page mounts for a signed-in member, and their DI modules, apart from a visitor, a file they share with a view panel in both', () => {
    const TRADE = 'src/presentation/trade/trade-page.tsx';
    const FORM = 'src/presentation/member-trading/order-form.tsx';
    const MEMBER = 'src/di/modules/member-trading.module.ts';
    const withTrade: BuildManifest = {
      ...manifest,
      [TRADE]: { file: 'assets/trade-page-1.js', imports: ['_shell.js'], dynamicImports: [FORM, 'src/presentation/trade/chart.tsx'] },
      'src/presentation/trade/chart.tsx': {
        file: 'assets/chart-1.js',
        dynamicImports: ['src/presentation/member-trading/own-orders.tsx', 'src/presentation/trade/selector.tsx'],
      },
      'src/presentation/trade/selector.tsx': { file: 'assets/selector-1.js', imports: ['_table.js'] },
      'src/presentation/member-trading/own-orders.tsx': { file: 'assets/own-orders-1.js', imports: ['_table.js'] },
      [FORM]: { file: 'assets/order-form-1.js', imports: ['_form.js'], css: ['assets/order-form-1.css'] },
      '_form.js': { file: 'assets/form-1.js' },
      [MEMBER]: { file: 'assets/member-trading-module-1.js', imports: ['_form.js', '_shell.js'] },
    };
    const chunks = routeChunks(withTrade, [{ id: 'trade', page: 'trade/trade-page' }, ...ROUTES], {
      ...options(() => false),
      mountsOf: () => [{ folders: ['src/presentation/member-trading/'], modules: [MEMBER] }],
    });
    // a page that mounts no panel of the capability does not bring its module
    expect(filesOf(chunks, 'markets')).not.toContain('assets/member-trading-module-1.js');
    expect(chunks.routes.markets.split(';')).toHaveLength(2);
    const [now, later, modules, panels] = chunks.routes.trade
      .split(';')
      .map((part) => (part === '' ? [] : part.split(',').map((at) => chunks.files[Number(at)])));
    expect(now).toEqual(['assets/trade-page-1.js', 'assets/chart-1.js']);
    expect(later).toEqual(['assets/selector-1.js', 'assets/table-1.css', 'assets/table-1.js']);
    expect(modules).toEqual(['assets/member-trading-module-1.js', 'assets/form-1.js']);
    expect(panels).toEqual([
      'assets/order-form-1.css',
      'assets/order-form-1.js',
      'assets/own-orders-1.js',
      'assets/table-1.css',
      'assets/table-1.js',
    ]);
    expect(() =>
      routeChunks(withTrade, [{ id: 'trade', page: 'trade/trade-page' }], {
        ...options(() => false),
        mountsOf: () => [{ folders: ['src/presentation/member-trading/'], modules: ['src/di/modules/gone.module.ts'] }],
      }),
    ).toThrow('route chunks: src/di/modules/gone.module.ts (route trade) is not a chunk of the build');
  });

  it('leaves out what every page has loaded, the third level of lazy parts, and antd for a light page', () => {
    const chunks = routeChunks(
      manifest,
      ROUTES,
      options(() => false),
    );
    expect(filesOf(chunks, 'home')).toEqual(['assets/home-page-1.js', 'assets/title-1.js']);
    const markets = filesOf(chunks, 'markets');
    for (const file of [
      'assets/index-1.js',
      'assets/shell-1.js',
      'assets/preload-1.js',
      'assets/filters-help-1.js',
      'assets/antd-provider-1.js',
    ])
      expect(markets).not.toContain(file);
    expect(chunks.routes).not.toHaveProperty('unbuilt');
  });

  it('names each file once, shared by the routes that need it', () => {
    const chunks = routeChunks(
      manifest,
      ROUTES,
      options(() => false),
    );
    expect(new Set(chunks.files).size).toBe(chunks.files.length);
    const title = chunks.files.indexOf('assets/title-1.js');
    expect(chunks.routes.home).toBe(`${chunks.files.indexOf('assets/home-page-1.js')},${title}`);
    expect(indicesOf(chunks, 'markets')).toContain(title);
  });

  it('fails the build for a page the build does not have', () => {
    expect(() =>
      routeChunks(
        manifest,
        [{ id: 'gone', page: 'pages/gone-page' }],
        options(() => false),
      ),
    ).toThrow('route chunks: src/presentation/pages/gone-page.tsx (route gone) is not a chunk of the build');
  });

  it('counts a route as rendering antd when its page paints with antd or brings an antd view in after the runtime', () => {
    const source = (page: string) =>
      page === 'markets/markets-page'
        ? 'return <AntdScope afterRuntime fallback={<MarketsSkeleton />}>'
        : 'export default function Home() {}';
    expect(rendersAntd({ firstPaint: 'antd', page: 'pages/brokers-page' }, source)).toBe(true);
    expect(rendersAntd({ firstPaint: 'light', page: 'markets/markets-page' }, source)).toBe(true);
    expect(rendersAntd({ firstPaint: 'light', page: 'pages/home-page' }, source)).toBe(false);
    expect(rendersAntd({ firstPaint: 'light' }, source)).toBe(false);
  });
});
