import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Deposits: /wallet/deposit — token, network, address with QR and memo, the history. */
export const deposit: CapabilityManifest = {
  id: 'deposit',
  namespaces: ['deposit'],
  module: true,
  routes: [{ id: 'walletDeposit', path: '/wallet/deposit', access: 'private', firstPaint: 'antd', page: 'deposit/deposit-page' }],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const depositFence: CapabilityFence = { reads: ['identity', 'market', 'site', 'trade', 'wallet'] };
