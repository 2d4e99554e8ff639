import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Spot and perpetual markets as anyone sees them: the trade page (chart, header and selector, book, trades,
 * stale data) and the multi-symbol page. What a signed-in member trades with (order entry, the account,
 * the bottom panel's tables, own orders on the book and the chart, /account/orders) is the member-trading capability
 * (member-trading.ts), whose module the trade page loads after sign-in.
 */
export const trade: CapabilityManifest = {
  id: 'trade',
  namespaces: ['orderbook', 'trade'],
  module: true,
  routes: [
    // A light placeholder of the final size paints first; it loads the antd page after the runtime (ADR 0012).
    {
      id: 'trade',
      path: '/trade',
      reads: ['markets', 'rewards', 'spotMargin'],
      access: 'public',
      firstPaint: 'light',
      page: 'trade/trade-shell-page',
    },
    {
      id: 'tradeSymbol',
      path: '/trade/:symbol',
      reads: ['markets', 'rewards', 'spotMargin'],
      access: 'public',
      firstPaint: 'light',
      page: 'trade/trade-shell-page',
    },
    { id: 'multiSymbol', path: '/multi-symbol', access: 'public', firstPaint: 'antd', page: 'trade/multi-symbol-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const tradeFence: CapabilityFence = {
  reads: ['account', 'identity', 'market', 'rewards', 'security', 'spot-margin'],
  mounts: ['member-trading'],
};
