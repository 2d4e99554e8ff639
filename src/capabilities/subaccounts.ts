import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Sub-accounts and internal transfers, collateral and the wallet mode:
 * /account/sub-accounts lists and creates them; the header's switcher makes the app act as one
 * (docs/adr/0021-acting-as-a-sub-account.md); the wallet page's transfer dialog, transfers tab and collateral card
 * come from this capability's module (the wallet lists it in `uses`).
 */
export const subaccounts: CapabilityManifest = {
  id: 'subaccounts',
  namespaces: ['subaccounts'],
  module: true,
  uses: ['member-trading'],
  routes: [
    {
      id: 'subAccounts',
      path: '/account/sub-accounts',
      access: 'private',
      firstPaint: 'antd',
      frame: 'account',
      accountMenu: 25,
      page: 'subaccounts/sub-accounts-page',
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const subaccountsFence: CapabilityFence = { reads: ['identity', 'market', 'trade'] };
