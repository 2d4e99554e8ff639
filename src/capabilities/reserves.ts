import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Proof of reserves: the balance sheet, the audits and checking one's own account in the audit's tree. */
export const reserves: CapabilityManifest = {
  id: 'reserves',
  namespaces: ['reserves'],
  module: true,
  routes: [
    {
      id: 'proofOfReserves',
      path: '/proof-of-reserves',
      access: 'public',
      firstPaint: 'light',
      page: 'pages/proof-of-reserves-page',
      oneTap: {},
      head: { ns: 'reserves', title: 'title', description: 'subtitle' },
    },
    {
      id: 'accountAudit',
      path: '/account/audit',
      access: 'private',
      firstPaint: 'antd',
      page: 'reserves/account-audit-page',
      frame: 'account',
      accountMenu: 90,
    },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const reservesFence: CapabilityFence = { reads: ['identity'] };
