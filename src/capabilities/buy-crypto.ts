import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Buy crypto: /buy-crypto — fiat, crypto and amount, the card providers' offers, a card step, the
 * crypto credited. The provider is a port (OnRampPort); the simulator's adapter is the default.
 */
export const buyCrypto: CapabilityManifest = {
  id: 'buy-crypto',
  namespaces: ['buyCrypto'],
  module: true,
  routes: [{ id: 'buyCrypto', path: '/buy-crypto', access: 'public', firstPaint: 'antd', page: 'buy-crypto/buy-crypto-page' }],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const buyCryptoFence: CapabilityFence = { reads: ['identity', 'market', 'trade', 'wallet'] };
