import type { Container } from 'inversify';
import { ManageMarketData } from '../../application/admin/manage-market-data.use-case';
import { MarketAdminApiPort } from '../../application/admin/ports/market-admin-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestMarketAdminApi } from '../../infrastructure/admin/rest-market-admin-api.adapter';
import { MarketAdminStore } from '../../presentation/admin/market-admin.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** The market-data admin: its REST port, the use cases and the page's store. */
export function bindAdmin(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, MarketAdminApiPort, o, RestMarketAdminApi);
  c.bind(ManageMarketData).toSelf().inTransientScope();
  c.bind(MarketAdminStore).toSelf().inTransientScope();
}

export default capabilityModule('admin', bindAdmin);
