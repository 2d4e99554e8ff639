import type { CapabilityManifest } from '../domain/navigation/route';

/**
 * Convert: /convert — a quote from `/v3/convert/rfq` with a countdown to its expiry, accepted once
 * (`rft`), and the conversion history. Balances come from the member-trading capability's account store.
 */
export const convert: CapabilityManifest = {
  id: 'convert',
  namespaces: ['convert'],
  module: true,
  reads: ['identity', 'market', 'security', 'trade', 'wallet'],
  uses: ['member-trading'],
  routes: [{ id: 'convert', path: '/convert', access: 'private', firstPaint: 'antd', page: 'convert/convert-page', accountMenu: 80 }],
};
