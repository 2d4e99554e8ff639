import { Container } from 'inversify';
import type { AppConfig } from '../application/shared/app-config';
import { PageOrigin } from '../application/shared/page-origin';
import type { AdapterOverrides } from './adapter-overrides';
import { bindAuth } from './auth.module';
import { bindMarket } from './market.module';
import { bindReserves } from './reserves.module';
import { bindSession } from './session.module';
import { bindShared } from './shared.module';
import { bindSite } from './site.module';
import { readPageOrigin } from './page-origin';
import { bindTracking } from './tracking.module';

export type { AdapterOverrides } from './adapter-overrides';

/** The one place that knows every concrete class. Tests pass fakes; the browser passes nothing but config and i18n. */
export function createContainer(config: AppConfig, overrides: AdapterOverrides = {}): Container {
  const c = new Container();
  // The one place the page's origin is read; every module and store gets it from here.
  const origin = overrides.origin ?? readPageOrigin();
  c.bind(PageOrigin).toConstantValue(origin);
  bindShared(c, config, overrides);
  bindSession(c, config, overrides, origin);
  bindAuth(c, config, overrides, origin);
  bindTracking(c, config, overrides);
  bindMarket(c, config, overrides, origin);
  bindSite(c, config, overrides, origin);
  bindReserves(c, config, overrides);
  return c;
}
