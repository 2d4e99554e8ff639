import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Earn and staking: /staking (WOO staking: stake, 7-day unbonding, instant unstake at 5 %,
 * rewards), /staking/earn (flexible and fixed-term savings, the RWA products, yield history, the calculator) and
 * /my-woo (the holding tier from the 30-day average, the way to the next tier, what each gives). The savings subscribe
 * form reads the available balance from the member-trading capability's account store.
 */
export const earn: CapabilityManifest = {
  id: 'earn',
  namespaces: ['earn'],
  module: true,
  uses: ['member-trading'],
  routes: [
    { id: 'staking', path: '/staking', access: 'public', firstPaint: 'antd', page: 'earn/staking-page' },
    { id: 'stakingEarn', path: '/staking/earn', access: 'public', firstPaint: 'antd', page: 'earn/savings-page' },
    { id: 'myWoo', path: '/my-woo', access: 'private', firstPaint: 'antd', page: 'earn/my-woo-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const earnFence: CapabilityFence = { reads: ['identity', 'market', 'trade'] };
