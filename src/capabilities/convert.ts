import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Convert: /convert — a quote from `/v3/convert/rfq` with a countdown to its expiry, accepted once
 * (`rft`), and the conversion history. Balances come from the member-trading capability's account store.
 */
export const convert: CapabilityManifest = {
  id: 'convert',
  namespaces: ['convert'],
  module: true,
  uses: ['member-trading'],
  routes: [
    {
      id: 'convert',
      path: '/convert',
      reads: ['trade'],
      access: 'private',
      firstPaint: 'antd',
      page: 'convert/convert-page',
      accountMenu: 80,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const convertFence: CapabilityFence = { reads: ['identity', 'market', 'security', 'trade', 'wallet'] };
