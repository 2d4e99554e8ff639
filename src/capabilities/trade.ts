import type { CapabilityManifest } from '../domain/navigation/route';

/**
 * Spot and perpetual trading: the trade page (issue 13: chart, header and selector, book, trades, stale data) and the
 * multi-symbol page; issue 14 adds order entry and /account/orders (the order and fill history). The order form shows
 * what a spot margin order would borrow (the spot-margin capability, which owns /account/spot-margin).
 */
export const trade: CapabilityManifest = {
  id: 'trade',
  namespaces: ['orderbook', 'trade'],
  module: true,
  uses: ['spot-margin'],
  routes: [
    // A light placeholder of the final size paints first; it loads the antd page after the runtime (ADR 0012).
    { id: 'trade', path: '/trade', access: 'public', kit: 'light', page: 'trade/trade-shell-page' },
    { id: 'tradeSymbol', path: '/trade/:symbol', access: 'public', kit: 'light', page: 'trade/trade-shell-page' },
    { id: 'multiSymbol', path: '/multi-symbol', access: 'public', kit: 'antd', page: 'trade/multi-symbol-page' },
    { id: 'accountOrders', path: '/account/orders', access: 'private', kit: 'antd', page: 'trade/account-orders-page', frame: 'account', accountMenu: 70 },
  ],
};
