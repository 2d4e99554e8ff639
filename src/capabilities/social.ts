import type { CapabilityManifest } from '../domain/navigation/route';

/** Leaderboards, trader profiles and strategies (copy trading is its own capability: copy-trading.ts). */
export const social: CapabilityManifest = {
  id: 'social',
  namespaces: ['social'],
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
    { id: 'socialStrategy', path: '/social-trading/strategy', access: 'public', firstPaint: 'antd', page: 'social/strategy-page' },
  ],
};
