import { CAPABILITIES } from '../../src/capabilities';
import type { CapabilityModule } from '../../src/di/capability-module';
import { hasFakes, type CapabilityFakes, type CapabilityPart } from './fakes';

/**
 * Jest's stand-in for capability-parts.ts (jest.config.cjs maps it): the same parts by id, loaded with the
 * CommonJS loader, because ts-jest (CommonJS) has neither top-level await nor `import.meta`.
 */
export const CAPABILITY_PARTS: readonly CapabilityPart[] = CAPABILITIES.map(({ id, module }) => ({
  id,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by id at run time, synchronously
  module: module ? (require(`../../src/di/modules/${id}.module`) as { default: CapabilityModule }).default : undefined,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- found by id at run time, synchronously
  fakes: hasFakes(id) ? (require(`../fakes/${id}/${id}.fakes`) as { default: CapabilityFakes }).default : undefined,
}));
