import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Market data: the live stream, the markets pages, funding rates, market movers and the fee schedule. */
export const market: CapabilityManifest = {
  id: 'market',
  namespaces: ['markets'],
  module: true,
  everyPage: true,
  routes: [
    {
      // A light placeholder of the final size paints first; it loads its antd view after the runtime (ADR 0012).
      id: 'markets',
      path: '/markets',
      access: 'public',
      firstPaint: 'light',
      page: 'markets/markets-page',
      head: { ns: 'common', title: 'routes.markets.title', description: 'routes.markets.summary' },
    },
    { id: 'fundingRate', path: '/markets/funding-rate', access: 'public', firstPaint: 'antd', page: 'markets/funding-rate-page' },
    { id: 'marketMovers', path: '/markets/market-movers', access: 'public', firstPaint: 'antd', page: 'markets/market-movers-page' },
    { id: 'feeSchedule', path: '/markets/fees', access: 'public', firstPaint: 'antd', page: 'markets/fee-schedule-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const marketFence: CapabilityFence = {
  folders: ['market', 'markets', 'favourites'],
  reads: ['account', 'identity', 'site', 'trade'],
};
