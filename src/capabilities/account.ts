import type { CapabilityManifest } from '../domain/navigation/route';

/** The account centre: overview (security: its own capability, security.ts), API keys, identity verification, and the API reference (issue 17). */
export const account: CapabilityManifest = {
  id: 'account',
  namespaces: [],
  module: false,
  routes: [
    { id: 'account', path: '/account', access: 'private', kit: 'antd', frame: 'account', accountMenu: 10 },
    { id: 'accountApi', path: '/account/api-management', access: 'private', kit: 'antd', frame: 'account', accountMenu: 30 },
    { id: 'apiReference', path: '/api-reference', access: 'public', kit: 'antd' },
  ],
};
