import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Withdrawals (and the deposit and withdrawal history): /wallet/withdraw — token, network, address
 * checked per network, amount with fee and minimum, the address book with whitelist mode; the history tab of /wallet
 * uses its module too. The available balance is the member-trading capability's trading account (live).
 */
export const withdraw: CapabilityManifest = {
  id: 'withdraw',
  namespaces: ['withdraw'],
  module: true,
  // the security step reads the security centre's status (withdraw password, 2FA); the coin lists and the maintenance
  // banner read the deposit capability's wallet service (token_config, GET /asset/)
  // a sub-account's page offers the family's transfer to the main account (the sub-accounts capability's dialog)
  uses: ['member-trading', 'security', 'deposit', 'subaccounts'],
  routes: [
    {
      id: 'walletWithdraw',
      path: '/wallet/withdraw',
      reads: ['deposit', 'subaccounts', 'trade'],
      access: 'private',
      firstPaint: 'antd',
      page: 'withdraw/withdraw-page',
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const withdrawFence: CapabilityFence = { reads: ['identity', 'market', 'trade', 'wallet'] };
