import type { RouteDef } from '../../../../src/domain/navigation/route';
import { createRoutePrefetch, type RouteFiles, type RoutePrefetchDeps } from '../../../../src/infrastructure/platform/route-prefetch';

const route = (id: string, path: string): RouteDef => ({ id, path, access: 'public', firstPaint: 'antd', page: `x/${id}-page` });
const ROUTES = [route('home', '/'), route('markets', '/markets'), route('trade', '/trade/:symbol'), route('multi', '/multi')];
const LIST = {
  files: [
    'assets/markets-page-1.js',
    'assets/markets-page-1.css',
    'assets/trade-page-1.js',
    'assets/antd-1.js',
    'assets/chart-1.js',
    'assets/order-form-1.js',
    'assets/member-module-1.js',
  ],
  routes: { markets: '0,1,3', trade: '2,3;4;6;5', multi: '2;;6', home: '' },
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function prefetchWith(load: RoutePrefetchDeps['load']) {
  const prefetched: RouteFiles[] = [];
  const reads = jest.fn(load);
  const prefetch = createRoutePrefetch({
    routes: ROUTES,
    base: () => 'https://woo.example/blog',
    load: reads,
    prefetch: (files) => void prefetched.push(files),
  });
  return { prefetch, prefetched, reads };
}

describe('the route prefetch: a navigation, its chunks fetched at once', () => {
  it('fetches the files of the route a link leads to, its query and hash aside, its panels and the member panels apart, and reads the list of the build once', async () => {
    const { prefetch, prefetched, reads } = prefetchWith(async () => LIST);
    expect(prefetch.route('/markets')).toMatchObject({ route: { id: 'markets' }, params: {} });
    expect(prefetch.route('https://woo.example/trade/PERP_BTC_USDT?tab=orders#book')).toMatchObject({
      route: { path: '/trade/:symbol' },
      params: { symbol: 'PERP_BTC_USDT' },
    });
    prefetch.route('/multi');
    await settle();
    expect(prefetched).toEqual([
      {
        now: ['assets/markets-page-1.js', 'assets/markets-page-1.css', 'assets/antd-1.js'],
        later: [],
        memberModules: [],
        memberPanels: [],
      },
      {
        now: ['assets/trade-page-1.js', 'assets/antd-1.js'],
        later: ['assets/chart-1.js'],
        memberModules: ['assets/member-module-1.js'],
        memberPanels: ['assets/order-form-1.js'],
      },
      { now: ['assets/trade-page-1.js'], later: [], memberModules: ['assets/member-module-1.js'], memberPanels: [] },
    ]);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('reads the list ahead when asked, so the first navigation does not wait for it', async () => {
    const { prefetch, reads } = prefetchWith(async () => LIST);
    prefetch.readList();
    expect(reads).toHaveBeenCalledTimes(1);
    prefetch.route('/markets');
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing for another site, a path of no route, a route with nothing of its own, or an address it cannot read', async () => {
    const { prefetch, prefetched } = prefetchWith(async () => LIST);
    for (const to of ['https://evil.example/markets', '/no/such/page', '/', 'http://[::1', 'mailto:support@woo.example'])
      prefetch.route(to);
    await settle();
    expect(prefetched).toEqual([]);
  });

  it.each([
    ['an index past the files', { ...LIST, routes: { markets: '0,9' } }],
    ['an entry that is not indices', { ...LIST, routes: { markets: '0,-1' } }],
    ['an entry of five parts', { ...LIST, routes: { markets: '0;1;3;4;5' } }],
    ['an entry with nothing now', { ...LIST, routes: { markets: ';1' } }],
    ['a panel past the files', { ...LIST, routes: { markets: '0;9' } }],
    ['a member module past the files', { ...LIST, routes: { markets: '0;;9' } }],
    ['a member panel past the files', { ...LIST, routes: { markets: '0;;;9' } }],
    ['a file off the build', { files: ['https://evil.example/x.js'], routes: { markets: '0' } }],
    ['a script name with a path in it', { files: ['assets/../../x.js'], routes: { markets: '0' } }],
    ['indices as numbers', { ...LIST, routes: { markets: [0, 1] } }],
    ['no list at all', '<html>not found</html>'],
  ])('uses no list with %s, and the app loads its chunks as it would without one', async (_case, body) => {
    const { prefetch, prefetched } = prefetchWith(async () => body);
    prefetch.route('/markets');
    await settle();
    expect(prefetched).toEqual([]);
  });

  it('asks for the list again at the next navigation when it failed to load', async () => {
    let answers = 0;
    const { prefetch, prefetched, reads } = prefetchWith(() =>
      answers++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve(LIST),
    );
    prefetch.route('/markets');
    await settle();
    expect(prefetched).toEqual([]);
    prefetch.route('/markets');
    await settle();
    expect(reads).toHaveBeenCalledTimes(2);
    expect(prefetched).toEqual([
      {
        now: ['assets/markets-page-1.js', 'assets/markets-page-1.css', 'assets/antd-1.js'],
        later: [],
        memberModules: [],
        memberPanels: [],
      },
    ]);
  });
});
