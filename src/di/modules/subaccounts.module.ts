import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { ManageSubAccounts } from '../../application/subaccounts/manage-sub-accounts.use-case';
import { PageReloadPort, SubAccountsApiPort } from '../../application/subaccounts/ports/sub-accounts-api.port';
import { TransferFunds } from '../../application/subaccounts/transfer-funds.use-case';
import { BrowserPageReload } from '../../infrastructure/subaccounts/browser-page-reload.adapter';
import { RestSubAccountsApi } from '../../infrastructure/subaccounts/rest-sub-accounts-api.adapter';
import { SubAccountsStore } from '../../presentation/subaccounts/sub-accounts.store';
import { TransferStore } from '../../presentation/subaccounts/transfer.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Sub-accounts, transfers, collateral and the wallet mode: the REST port, the page reload, use cases and stores. */
export function bindSubAccounts(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, SubAccountsApiPort, o, RestSubAccountsApi);
  bindPort(c, PageReloadPort, o, BrowserPageReload);
  c.bind(ManageSubAccounts).toSelf().inTransientScope();
  c.bind(TransferFunds).toSelf().inTransientScope();
  c.bind(SubAccountsStore).toSelf().inSingletonScope();
  c.bind(TransferStore).toSelf().inSingletonScope();
}

export default capabilityModule('subaccounts', bindSubAccounts);
