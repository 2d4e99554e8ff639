import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Campaigns, referral, the reward centre and notifications. /account/referral: codes, link, referees, commissions. /notification: the inbox and its settings. */
export const campaigns: CapabilityManifest = {
  id: 'campaigns',
  namespaces: ['campaigns', 'competitions'],
  module: true,
  routes: [
    {
      id: 'accountReferral',
      path: '/account/referral',
      reads: ['rewards'],
      access: 'private',
      firstPaint: 'antd',
      page: 'referral/referral-page',
      frame: 'account',
      accountMenu: 50,
    },
    { id: 'notification', path: '/notification', access: 'private', firstPaint: 'antd', page: 'notifications/notification-page' },
    { id: 'campaigns', path: '/campaigns', access: 'public', firstPaint: 'antd', page: 'campaigns/campaigns-page' },
    {
      id: 'campaignsMarketMakers',
      path: '/campaigns/market-makers',
      access: 'public',
      firstPaint: 'antd',
      page: 'campaigns/market-makers-dashboard-page',
    },
    { id: 'campaign', path: '/campaigns/:id', access: 'public', firstPaint: 'antd', page: 'campaigns/campaign-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const campaignsFence: CapabilityFence = {
  folders: ['campaigns', 'referral', 'notifications'],
  reads: ['identity', 'market', 'site', 'social', 'trade'],
};
