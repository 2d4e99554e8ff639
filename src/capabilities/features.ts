import type { CapabilityFence, CapabilityManifest } from '../domain/navigation/route';

/**
 * Feature flags: no page of its own; pages that read `useFeature` list 'features' in their
 * capability's `uses` so its module is bound with theirs.
 */
export const features: CapabilityManifest = {
  id: 'features',
  namespaces: [],
  module: true,
  routes: [],
};

/** Its fence (test-only, never in the app's bundle: tests/unit/architecture/capability-fences.spec.ts). */
export const featuresFence: CapabilityFence = { reads: ['identity', 'trade'] };
