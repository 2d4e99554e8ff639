import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * The account centre's overview and settings, with the watchlists. Its other pages are
 * capabilities of their own: security (security.ts), identity verification (kyc.ts), API keys and the API reference
 * (api-keys.ts). The overview reads the security centre, KYC and the wallet, so their modules come along.
 */
export const account: CapabilityManifest = {
  id: 'account',
  namespaces: ['account'],
  module: true,
  uses: ['security', 'kyc', 'wallet', 'member-trading', 'subaccounts', 'withdraw'],
  routes: [
    {
      id: 'account',
      path: '/account',
      reads: ['security', 'trade'],
      access: 'private',
      // light from the frame to the cards: the placeholder paints first, no antd loads (session/private-page.tsx)
      firstPaint: 'light',
      frame: 'account',
      accountMenu: 10,
      page: 'account/account-overview-page',
    },
    {
      id: 'accountSettings',
      path: '/account/settings',
      reads: ['auth', 'markets', 'trade'],
      access: 'private',
      firstPaint: 'antd',
      page: 'account/account-settings-page',
      frame: 'account',
      accountMenu: 79,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const accountFence: CapabilityFence = { reads: ['campaigns', 'identity', 'market', 'trade'] };
