import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/** Signing in and up (email, Google, Apple, one-tap) and the session (the settings page is the account capability's). */
export const identity: CapabilityManifest = {
  id: 'identity',
  namespaces: ['auth'],
  module: true,
  everyPage: true,
  routes: [
    { id: 'login', path: '/login', access: 'public', firstPaint: 'antd', page: 'pages/login-page' },
    { id: 'register', path: '/register', access: 'public', firstPaint: 'antd', page: 'pages/register-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const identityFence: CapabilityFence = {
  folders: ['identity', 'auth', 'session'],
  reads: ['account', 'campaigns', 'security', 'subaccounts', 'trade'],
};
