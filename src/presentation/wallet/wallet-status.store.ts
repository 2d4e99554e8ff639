import { inject, injectable } from 'inversify';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { WalletApiPort } from '../../application/wallet/ports/wallet-api.port';
import type { WalletInfo } from '../../domain/wallet/wallet-info';

/**
 * /wallet's account status: whether a deposit was ever credited (`check_has_deposit`; false shows the "Make your first
 * deposit" prompt, which only a deposit takes away) and the wallet summed up (`wallet/info`: open positions and ledger
 * records). Read each time the page opens; a failed read shows nothing rather than a wrong prompt.
 */
@injectable()
export class WalletStatusStore {
  /** Undefined until known (or when the read failed). */
  hasDeposit: boolean | undefined = undefined;
  info: WalletInfo | undefined = undefined;

  constructor(@inject(WalletApiPort) private readonly api: WalletApiPort) {
    makeObservable(this, { hasDeposit: observable, info: observableRef });
  }

  /** The first-deposit prompt shows only when the exchange said no deposit ever arrived. */
  get needsFirstDeposit(): boolean {
    return this.hasDeposit === false;
  }

  async refresh(): Promise<void> {
    const [has, info] = await Promise.all([this.api.hasDeposit(), this.api.info()]);
    runInAction(() => {
      if (has.ok) this.hasDeposit = has.value;
      if (info.ok) this.info = info.value;
    });
  }
}
