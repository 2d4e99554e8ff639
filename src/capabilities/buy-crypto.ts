import type { CapabilityManifest } from '../domain/navigation/route';

/**
 * Buy crypto: /buy-crypto — fiat, crypto and amount, the card providers' offers, a card step, the
 * crypto credited. The provider is a port (OnRampPort); the simulator's adapter is the default.
 */
export const buyCrypto: CapabilityManifest = {
  id: 'buy-crypto',
  namespaces: ['buyCrypto'],
  module: true,
  reads: ['identity', 'market', 'trade', 'wallet'],
  routes: [{ id: 'buyCrypto', path: '/buy-crypto', access: 'public', firstPaint: 'antd', page: 'buy-crypto/buy-crypto-page' }],
};
