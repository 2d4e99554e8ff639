import type { ApiRegistry } from './api-docs/api-registry';
import type { ControlState } from './control/control-state';
import type { CspReports } from './http/csp-report';
import type { FastifyInstance } from 'fastify';
import { copyModule } from './copy/module';
import { earnModule } from './earn/module';
import { kycModule } from './kyc/module';
import { marketModule } from './market/module';
import { mdAdminModule } from './md-admin/module';
import type { StartedModules } from './module-runner';
import { rewardsModule } from './rewards/module';
import { securityModule } from './security/module';
import { socialModule } from './social/module';
import type { Simulator } from './simulator-types';
import type { Store } from './store/account-repository';
import { subAccountsModule } from './subaccounts/module';
import { tradingModule } from './trading/module';
import { walletModule } from './wallet/module';

/** The running parts tests and scripts reach (simulator-types.ts), read from the started modules. */
export function simulatorFrom(
  modules: StartedModules,
  own: {
    app: FastifyInstance;
    control: ControlState;
    store: Store;
    apiDocs: ApiRegistry;
    seed: number;
    cspReports: CspReports;
    close(): Promise<void>;
  },
): Simulator {
  const { engine, hub } = modules.part(marketModule);
  const { trading, algos } = modules.part(tradingModule);
  const { deposits, withdraw } = modules.part(walletModule);
  const { security, withdrawGuard } = modules.part(securityModule);
  return {
    ...own,
    engine,
    hub,
    trading,
    algos,
    deposits,
    withdrawals: withdraw.withdrawals,
    security,
    withdrawGuard,
    mdAdmin: modules.part(mdAdminModule),
    kyc: modules.part(kycModule),
    earn: modules.part(earnModule),
    subAccounts: modules.part(subAccountsModule),
    social: modules.part(socialModule),
    rewards: modules.part(rewardsModule),
    copy: modules.part(copyModule),
  };
}
