import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** The listing campaign: vote for candidate tokens, predict-to-win, the battle, showdown and voting leaderboards. */
export const listing: CapabilityManifest = {
  id: 'listing',
  namespaces: ['listing'],
  module: true,
  routes: [{ id: 'listingCampaign', path: '/listing-campaign', access: 'public', firstPaint: 'antd', page: 'listing/listing-page' }],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const listingFence: CapabilityFence = { reads: ['identity', 'market', 'trade'] };
