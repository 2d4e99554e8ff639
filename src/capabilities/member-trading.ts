import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * A signed-in member's trading (split from `trade` so a visitor's trade page never downloads it,
 * docs/adr/0012-app-pages-speed.md): the trading calls and the private stream, the trading account, the order form,
 * algo and scaled orders, margin and leverage, position actions, the history tables, the trade password and the fill
 * sound. The trade page loads its module once the session says signed in (its member views are
 * `capabilityPanel`s); /account/orders is its page. Its bindings need the trade capability's (the markets' stores)
 * and spot margin's (what an order would borrow); the member pages that read the trading account (wallet, withdraw,
 * convert, sub-accounts, the account centre) list it in `uses`.
 */
export const memberTrading: CapabilityManifest = {
  id: 'member-trading',
  namespaces: [],
  module: true,
  uses: ['trade', 'spot-margin'],
  routes: [
    {
      id: 'accountOrders',
      path: '/account/orders',
      reads: ['trade'],
      access: 'private',
      firstPaint: 'antd',
      page: 'member-trading/account-orders-page',
      frame: 'account',
      accountMenu: 70,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const memberTradingFence: CapabilityFence = { reads: ['account', 'identity', 'market', 'security'] };
