import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * The market-data admin: /admin/market-data, for accounts with the MD_ADMIN role only (the page
 * checks the role and shows the not-found view to anyone else; no menu links to it).
 */
export const admin: CapabilityManifest = {
  id: 'admin',
  namespaces: ['admin'],
  module: true,
  routes: [{ id: 'marketDataAdmin', path: '/admin/market-data', access: 'private', firstPaint: 'antd', page: 'admin/market-admin-page' }],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const adminFence: CapabilityFence = { folders: ['admin', 'market-admin'], reads: ['trade'] };
