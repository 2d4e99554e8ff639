import type { Container } from 'inversify';
import type { AppConfig } from '../application/shared/app-config';
import type { Overrides } from './overrides';

/**
 * A capability's DI module: `src/di/modules/<id>.module.ts`, whose default export binds the capability's ports,
 * use cases and stores (say the scope on every binding). The capability's manifest (`src/capabilities/<id>.ts`)
 * says `module: true`; the composition root binds the platform core first, then every listed module.
 */
export interface CapabilityModule {
  readonly id: string;
  /** `origin`: the page's origin, read once by the composition root. */
  bind(c: Container, config: AppConfig, overrides: Overrides, origin: string): void;
}

export function capabilityModule(id: string, bind: CapabilityModule['bind']): CapabilityModule {
  return { id, bind };
}
