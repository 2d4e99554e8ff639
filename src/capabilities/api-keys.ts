import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * API keys and the API reference: /account/api-management creates, lists, edits and
 * deletes the keys a user's own programs sign v3 calls with; /api-reference renders the simulator's OpenAPI document.
 */
export const apiKeys: CapabilityManifest = {
  id: 'api-keys',
  namespaces: ['apiKeys'],
  module: true,
  // the 2FA step reads the security centre's status; sub-accounts' keys list the family (subaccounts)
  uses: ['security', 'subaccounts'],
  routes: [
    {
      id: 'accountApi',
      path: '/account/api-management',
      access: 'private',
      firstPaint: 'antd',
      frame: 'account',
      accountMenu: 30,
      page: 'api-keys/api-keys-page',
    },
    { id: 'apiReference', path: '/api-reference', access: 'public', firstPaint: 'antd', page: 'api-keys/api-reference-page' },
  ],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const apiKeysFence: CapabilityFence = { reads: ['identity', 'market', 'trade'] };
