import type { CapabilityManifest } from '../domain/navigation/route';

/** The account centre: overview, security, identity verification (issue 17); API keys and the API reference are `api-keys`. */
export const account: CapabilityManifest = {
  id: 'account',
  namespaces: [],
  module: false,
  routes: [
    { id: 'account', path: '/account', access: 'private', kit: 'antd', frame: 'account', accountMenu: 10 },
    { id: 'accountSecurity', path: '/account/security', access: 'private', kit: 'antd', frame: 'account', accountMenu: 20 },
    { id: 'accountIdentity', path: '/account/identity-verification', access: 'private', kit: 'antd', frame: 'account', accountMenu: 40 },
  ],
};
