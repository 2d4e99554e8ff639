import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Spot margin (docs/adr/0020-spot-margin.md): /account/spot-margin (leverage, loans, interest,
 * repayments, the margin level), and what the trade page's order form may borrow (the trade capability uses it).
 */
export const spotMargin: CapabilityManifest = {
  id: 'spot-margin',
  namespaces: ['spotMargin'],
  module: true,
  routes: [
    {
      id: 'accountSpotMargin',
      path: '/account/spot-margin',
      access: 'private',
      firstPaint: 'antd',
      page: 'spot-margin/spot-margin-page',
      frame: 'account',
      accountMenu: 75,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const spotMarginFence: CapabilityFence = { reads: ['identity', 'market', 'member-trading', 'trade'] };
