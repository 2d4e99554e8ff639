import { CAPABILITIES } from '../../src/capabilities';
import type { CapabilityModule } from '../../src/di/capability-module';
import { hasFakes, type CapabilityFakes, type CapabilityPart } from './fakes';

/**
 * Every listed capability's parts, found by id, so adding a capability edits no test registry. This is the ESM
 * version (cucumber), loaded before the first scenario; jest maps it to capability-parts-jest.ts, which requires them.
 */
export const CAPABILITY_PARTS: readonly CapabilityPart[] = await Promise.all(
  CAPABILITIES.map(async ({ id, module }) => ({
    id,
    module: module ? ((await import(`../../src/di/modules/${id}.module`)) as { default: CapabilityModule }).default : undefined,
    fakes: hasFakes(id) ? ((await import(`../fakes/${id}/${id}.fakes`)) as { default: CapabilityFakes }).default : undefined,
  })),
);
