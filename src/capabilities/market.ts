import type { CapabilityManifest } from '../domain/navigation/route';

/** Market data: the live stream, the markets pages, funding rates and market movers. */
export const market: CapabilityManifest = {
  id: 'market',
  namespaces: ['markets'],
  module: true,
  routes: [
    { id: 'markets', path: '/markets', access: 'public', kit: 'antd', page: 'markets/markets-page' },
    { id: 'fundingRate', path: '/markets/funding-rate', access: 'public', kit: 'antd', page: 'markets/funding-rate-page' },
    { id: 'marketMovers', path: '/markets/market-movers', access: 'public', kit: 'antd', page: 'markets/market-movers-page' },
  ],
};
