import type { CapabilityManifest } from '../domain/navigation/route';

/**
 * Spot and perpetual trading: the order book and trades (issue 13's market data); issues 13–15 build its pages, until
 * then each route shows its shell page.
 */
export const trade: CapabilityManifest = {
  id: 'trade',
  namespaces: ['orderbook'],
  module: true,
  routes: [
    { id: 'trade', path: '/trade', access: 'public', kit: 'antd' },
    { id: 'tradeSymbol', path: '/trade/:symbol', access: 'public', kit: 'antd' },
    { id: 'multiSymbol', path: '/multi-symbol', access: 'public', kit: 'antd' },
    { id: 'accountOrders', path: '/account/orders', access: 'private', kit: 'antd', frame: 'account', accountMenu: 70 },
    { id: 'accountSpotMargin', path: '/account/spot-margin', access: 'private', kit: 'antd', frame: 'account' },
  ],
};
