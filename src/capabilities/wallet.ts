import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Wallet, deposits and withdrawals, buy crypto, earn and staking. /wallet (item 2 and the
 * ledger of item 6): totals, balances per token, the spot/futures split, and the History tab; its figures come from
 * the member-trading capability's trading account.
 */
export const wallet: CapabilityManifest = {
  id: 'wallet',
  namespaces: ['wallet'],
  module: true,
  // the History tab's deposits and withdrawals (cancel a NEW withdrawal) are the withdraw capability's
  uses: ['member-trading', 'subaccounts', 'withdraw'],
  // A light placeholder paints first; the view and the session's guard load after it (session/private-page.tsx).
  routes: [
    {
      id: 'wallet',
      path: '/wallet',
      reads: ['deposit', 'subaccounts', 'trade', 'withdraw'],
      access: 'private',
      firstPaint: 'light',
      page: 'wallet/wallet-page',
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const walletFence: CapabilityFence = { reads: ['deposit', 'identity', 'market', 'trade'] };
