import { Container } from 'inversify';
import type { AppConfig } from '../application/shared/app-config';
import { PageOrigin } from '../application/shared/page-origin';
import type { CapabilityModule } from './capability-module';
import { NO_OVERRIDES, overrideOf, type Overrides } from './overrides';
import { readPageOrigin } from './page-origin';
import { bindSession } from './session.module';
import { bindShared } from './shared.module';
import { bindTracking } from './tracking.module';

export type { CapabilityModule } from './capability-module';
export { override, overrides, type Override, type Overrides } from './overrides';
export { I18nInstance } from '../infrastructure/i18n/i18next-translator.adapter';

/**
 * The one place that knows every concrete class: the platform core (shared services, the session and the REST
 * client, tracking), then each capability's module (`src/di/modules/<id>.module.ts`, listed by
 * `src/capabilities/index.ts`). Tests pass fakes by token (the page's origin as `PageOrigin`); the browser passes
 * nothing but config and i18n.
 */
export function createContainer(config: AppConfig, modules: readonly CapabilityModule[], overrides: Overrides = NO_OVERRIDES): Container {
  const c = new Container();
  // The one place the page's origin is read; every module gets it from here, stores and adapters as `PageOrigin`.
  const origin = overrideOf(overrides, PageOrigin) ?? readPageOrigin();
  c.bind(PageOrigin).toConstantValue(origin);
  bindShared(c, config, overrides);
  bindSession(c, config, overrides, origin);
  bindTracking(c, config, overrides);
  for (const capability of modules) capability.bind(c, config, overrides, origin);
  return c;
}

/** Binds a capability's module that arrived after the container was built (its first page was opened). */
export function bindModule(c: Container, module: CapabilityModule, config: AppConfig, overrides: Overrides): void {
  module.bind(c, config, overrides, c.get(PageOrigin));
}
