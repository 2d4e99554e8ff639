import type { CapabilityManifest } from '../domain/navigation/route';

/** Deposits: /wallet/deposit — token, network, address with QR and memo, the history. */
export const deposit: CapabilityManifest = {
  id: 'deposit',
  namespaces: ['deposit'],
  module: true,
  reads: ['identity', 'market', 'site', 'trade', 'wallet'],
  routes: [{ id: 'walletDeposit', path: '/wallet/deposit', access: 'private', firstPaint: 'antd', page: 'deposit/deposit-page' }],
};
