import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** The security centre: 2FA, anti-phishing code, trade and withdraw passwords, devices, activity. */
export const security: CapabilityManifest = {
  id: 'security',
  namespaces: ['security'],
  module: true,
  routes: [
    {
      id: 'accountSecurity',
      path: '/account/security',
      reads: ['auth'],
      access: 'private',
      firstPaint: 'antd',
      frame: 'account',
      accountMenu: 20,
      page: 'security/security-page',
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const securityFence: CapabilityFence = { reads: ['identity', 'trade'] };
