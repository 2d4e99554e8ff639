import type { CapabilityManifest } from '../domain/navigation/route';

/** Wallet, deposits and withdrawals, buy crypto, earn and staking (issue 16 builds its pages). */
export const wallet: CapabilityManifest = {
  id: 'wallet',
  namespaces: [],
  module: false,
  routes: [
    { id: 'wallet', path: '/wallet', access: 'private', kit: 'antd' },
    { id: 'buyCrypto', path: '/buy-crypto', access: 'public', kit: 'antd' },
    { id: 'staking', path: '/staking', access: 'public', kit: 'antd' },
    { id: 'stakingEarn', path: '/staking/earn', access: 'public', kit: 'antd' },
    { id: 'myWoo', path: '/my-woo', access: 'private', kit: 'antd' },
  ],
};
