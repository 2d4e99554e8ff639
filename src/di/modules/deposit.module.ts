import type { Container } from 'inversify';
import { DepositApiPort } from '../../application/deposit/ports/deposit-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestDepositApi } from '../../infrastructure/deposit/rest-deposit-api.adapter';
import { DepositStore } from '../../presentation/deposit/deposit.store';
import { WalletServiceStore } from '../../presentation/deposit/wallet-service.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Deposits: the deposit calls, the page's store, and the wallet service's status and token configs (the withdrawal page reads them too). */
export function bindDeposit(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, DepositApiPort, o, RestDepositApi);
  c.bind(WalletServiceStore).toSelf().inSingletonScope();
  c.bind(DepositStore).toSelf().inSingletonScope();
}

export default capabilityModule('deposit', bindDeposit);
