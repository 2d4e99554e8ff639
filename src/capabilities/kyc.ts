import type { CapabilityManifest } from '../domain/navigation/route';

/** Identity verification: the levels, the application with its document, the review's decision. */
export const kyc: CapabilityManifest = {
  id: 'kyc',
  namespaces: ['kyc'],
  module: true,
  reads: ['account', 'identity', 'trade'],
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
