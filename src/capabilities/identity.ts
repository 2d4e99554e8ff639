import type { CapabilityManifest } from '../domain/navigation/route';

/** Signing in and up (email, Google, Apple, one-tap), the session, and the account's settings. */
export const identity: CapabilityManifest = {
  id: 'identity',
  namespaces: ['auth'],
  module: true,
  everyPage: true,
  routes: [
    { id: 'login', path: '/login', access: 'public', kit: 'antd', page: 'pages/login-page' },
    { id: 'register', path: '/register', access: 'public', kit: 'antd', page: 'pages/register-page' },
    { id: 'accountSettings', path: '/account/settings', access: 'private', kit: 'antd', page: 'pages/account-settings-page', frame: 'account', accountMenu: 80 },
  ],
};
