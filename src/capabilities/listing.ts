import type { CapabilityManifest } from '../domain/navigation/route';

/** The listing campaign: vote for candidate tokens, predict-to-win, the battle, showdown and voting leaderboards. */
export const listing: CapabilityManifest = {
  id: 'listing',
  namespaces: ['listing'],
  module: true,
  reads: ['identity', 'market', 'trade'],
  routes: [{ id: 'listingCampaign', path: '/listing-campaign', access: 'public', firstPaint: 'antd', page: 'listing/listing-page' }],
};
