import type { CapabilityManifest } from '../domain/navigation/route';

/**
 * The account centre's overview (issue 17). Its other pages are capabilities of their own: security (security.ts),
 * identity verification (kyc.ts), API keys and the API reference (api-keys.ts).
 */
export const account: CapabilityManifest = {
  id: 'account',
  namespaces: [],
  module: false,
  routes: [
    { id: 'account', path: '/account', access: 'private', kit: 'antd', frame: 'account', accountMenu: 10 },
  ],
};
