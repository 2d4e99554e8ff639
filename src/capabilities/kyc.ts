import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Identity verification: the levels, the application with its document, the review's decision. */
export const kyc: CapabilityManifest = {
  id: 'kyc',
  namespaces: ['kyc'],
  module: true,
  routes: [
    {
      id: 'accountIdentity',
      path: '/account/identity-verification',
      access: 'private',
      firstPaint: 'antd',
      page: 'kyc/identity-verification-page',
      frame: 'account',
      accountMenu: 40,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const kycFence: CapabilityFence = { reads: ['account', 'identity', 'trade'] };
