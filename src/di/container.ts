import { Container } from 'inversify';
import type { AppConfig } from '../application/shared/app-config';
import type { AdapterOverrides } from './adapter-overrides';
import { bindAuth } from './auth.module';
import { bindMarket } from './market.module';
import { bindReserves } from './reserves.module';
import { bindSession } from './session.module';
import { bindShared } from './shared.module';
import { bindSite } from './site.module';
import { bindTracking } from './tracking.module';
import { bindTrade } from './trade.module';

export type { AdapterOverrides } from './adapter-overrides';

/** The one place that knows every concrete class. Tests pass fakes; the browser passes nothing but config and i18n. */
export function createContainer(config: AppConfig, overrides: AdapterOverrides = {}): Container {
  const c = new Container();
  bindShared(c, config, overrides);
  bindSession(c, config, overrides);
  bindAuth(c, config, overrides);
  bindTracking(c, config, overrides);
  bindMarket(c, config, overrides);
  bindSite(c, config, overrides);
  bindReserves(c, config, overrides);
  bindTrade(c, config, overrides);
  return c;
}
