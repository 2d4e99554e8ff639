import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Copy trading: the lead traders' marketplace, a lead trader's page, starting, changing and stopping a copy (each
 * asks the trade password, as an order does) and applying to lead. Its pages reuse the social capability's profile
 * chart and figures; the leaderboard and trader profiles stay social's.
 */
export const copyTrading: CapabilityManifest = {
  id: 'copy-trading',
  namespaces: ['copy', 'social'],
  module: true,
  uses: ['features'],
  routes: [
    {
      id: 'socialTrading',
      path: '/social-trading',
      reads: ['trade'],
      access: 'public',
      firstPaint: 'antd',
      page: 'copy-trading/copy-trading-page',
    },
    {
      id: 'socialMarketplace',
      path: '/social-trading/marketplace',
      reads: ['trade'],
      access: 'public',
      firstPaint: 'antd',
      page: 'copy-trading/copy-marketplace-page',
    },
    {
      id: 'socialLeadTrader',
      path: '/social-trading/lead-trader',
      reads: ['trade'],
      access: 'public',
      firstPaint: 'antd',
      page: 'copy-trading/lead-trader-page',
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const copyTradingFence: CapabilityFence = { reads: ['identity', 'market', 'security', 'social', 'trade'] };
