import type { Container } from 'inversify';
import { ManageEarn } from '../../application/earn/manage-earn.use-case';
import { EarnApiPort } from '../../application/earn/ports/earn-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestEarnApi } from '../../infrastructure/earn/rest-earn-api.adapter';
import { MyWooStore } from '../../presentation/earn/my-woo.store';
import { SavingsStore } from '../../presentation/earn/savings.store';
import { StakingStore } from '../../presentation/earn/staking.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Earn: the staking and savings calls, the use case, and the three pages' stores. */
export function bindEarn(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, EarnApiPort, o, RestEarnApi);
  c.bind(ManageEarn).toSelf().inTransientScope();
  c.bind(StakingStore).toSelf().inSingletonScope();
  c.bind(SavingsStore).toSelf().inSingletonScope();
  c.bind(MyWooStore).toSelf().inSingletonScope();
}

export default capabilityModule('earn', bindEarn);
