import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** The reward centre: tasks, coupons, reward notifications, promotions (#events, and the cards on home and the trade page). */
export const rewards: CapabilityManifest = {
  id: 'rewards',
  namespaces: ['rewards'],
  module: true,
  routes: [
    {
      id: 'accountRewards',
      path: '/account/reward-center',
      reads: ['competitions'],
      access: 'private',
      firstPaint: 'antd',
      page: 'rewards/reward-center-page',
      frame: 'account',
      accountMenu: 60,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const rewardsFence: CapabilityFence = { reads: ['campaigns', 'identity', 'market', 'trade'] };
