import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Leaderboards, trader profiles and strategies (copy trading is its own capability: copy-trading.ts). */
export const social: CapabilityManifest = {
  id: 'social',
  namespaces: ['social'],
  module: true,
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

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const socialFence: CapabilityFence = { reads: ['identity', 'market', 'security', 'trade'] };
