import { inject, injectable } from 'inversify';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { DepositApiPort } from '../../application/deposit/ports/deposit-api.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { inMaintenance, type AssetStatus } from '../../domain/wallet/asset-status';
import type { TokenConfig } from '../../domain/wallet/token-config';
import { failureCode } from '../shared/failure-code';

/**
 * What the wallet pages (/wallet, /wallet/deposit, /wallet/withdraw) read of the exchange's wallet service: its status
 * (`GET /asset/`, read again on every visit: a maintenance starts and ends without a release) and every token's
 * networks and open sides (`instrument/v4/public/token_config`, read once: the coin lists of deposit, withdrawal, the
 * address book and the history filter).
 */
@injectable()
export class WalletServiceStore {
  status: Loadable<AssetStatus> = idle();
  configs: Loadable<TokenConfig[]> = idle();

  constructor(@inject(DepositApiPort) private readonly api: DepositApiPort) {
    makeObservable(this, { status: observableRef, configs: observableRef, maintenance: computed, tokens: computed });
  }

  /** True while the wallet is in maintenance (false while unknown: the exchange's -1011 still says it on submit). */
  get maintenance(): boolean {
    return this.status.status === 'success' && inMaintenance(this.status.value);
  }

  /** Every configured token (none until `token_config` answers). */
  get tokens(): readonly TokenConfig[] {
    return this.configs.status === 'success' ? this.configs.value : [];
  }

  /** Read on every visit of a wallet page (the maintenance banner asks for it when it mounts). */
  async loadStatus(): Promise<void> {
    const result = await this.api.assetStatus();
    runInAction(() => {
      if (result.ok) this.status = loaded(result.value);
      else if (this.status.status !== 'success') this.status = failed(failureCode(result.error));
    });
  }

  /** Read once: later calls keep what the first one got. */
  async loadConfigs(): Promise<void> {
    if (this.configs.status === 'success' || this.configs.status === 'pending') return;
    runInAction(() => (this.configs = pending()));
    const result = await this.api.tokenConfig();
    runInAction(() => (this.configs = result.ok ? loaded(result.value) : failed(failureCode(result.error))));
  }
}
