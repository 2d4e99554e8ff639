import type { CapabilityManifest } from '../domain/navigation/route';

/** Leaderboards, trader profiles and copy trading. */
export const social: CapabilityManifest = {
  id: 'social',
  namespaces: ['social', 'copy'],
  module: true,
  reads: ['identity', 'market', 'security', 'trade'],
  uses: ['features'],
  routes: [
    {
      id: 'leaderboard',
      path: '/leaderboard',
      access: 'public',
      firstPaint: 'light',
      page: 'social/leaderboard-page',
      head: { ns: 'common', title: 'routes.leaderboard.title', description: 'routes.leaderboard.summary' },
    },
    { id: 'leaderboardProfile', path: '/leaderboard/user-profile', access: 'public', firstPaint: 'antd', page: 'social/profile-page' },
    { id: 'socialTrading', path: '/social-trading', access: 'public', firstPaint: 'antd', page: 'social/copy-trading-page' },
    {
      id: 'socialMarketplace',
      path: '/social-trading/marketplace',
      access: 'public',
      firstPaint: 'antd',
      page: 'social/copy-marketplace-page',
    },
    { id: 'socialLeadTrader', path: '/social-trading/lead-trader', access: 'public', firstPaint: 'antd', page: 'social/lead-trader-page' },
    { id: 'socialStrategy', path: '/social-trading/strategy', access: 'public', firstPaint: 'antd', page: 'social/strategy-page' },
  ],
};
