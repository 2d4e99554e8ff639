import { inject, injectable } from 'inversify';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { WalletApiPort } from '../../application/wallet/ports/wallet-api.port';
import type { WalletInfo } from '../../domain/wallet/wallet-info';
import { ShowTogether } from '../shared/show-together';

/**
 * How long /wallet waits for its status before showing its tabs without it: the prompt and the tabs show together, so
 * a prompt that arrives later does not push the tabs down under the reader (Lighthouse measured a layout shift of 0.36).
 */
export const STATUS_WAIT_CAP_MS = 1_500;

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
  /** The prompt and the tabs, shown together once the first read answered (or failed), or after the cap. */
  private readonly together = new ShowTogether(STATUS_WAIT_CAP_MS);
  private answered = false;
  /** The answer came from the light first frame's early read (di/early-wallet.ts), which painted its prompt already. */
  private early = false;

  constructor(@inject(WalletApiPort) private readonly api: WalletApiPort) {
    makeObservable<WalletStatusStore, 'answered' | 'early'>(this, {
      hasDeposit: observable,
      info: observableRef,
      answered: observable,
      early: observable,
    });
  }

  get shown(): boolean {
    return this.together.shown;
  }

  /** The first-deposit prompt shows only when the exchange said no deposit ever arrived. */
  get needsFirstDeposit(): boolean {
    return this.hasDeposit === false;
  }

  /**
   * The prompt: with the tabs (shown together), or at once when the light first frame painted it from the early read,
   * so the view keeps what is on screen.
   */
  get promptShown(): boolean {
    return this.needsFirstDeposit && (this.shown || this.early);
  }

  /** The light phase's answer, before this store's own read (which still runs and has the last word). */
  seed(hasDeposit: boolean | undefined): void {
    if (hasDeposit === undefined || this.hasDeposit !== undefined) return;
    runInAction(() => {
      this.hasDeposit = hasDeposit;
      this.early = true;
    });
  }

  async refresh(): Promise<void> {
    this.together.begin(() => this.answered);
    try {
      const [has, info] = await Promise.all([this.api.hasDeposit(), this.api.info()]);
      runInAction(() => {
        if (has.ok) this.hasDeposit = has.value;
        if (info.ok) this.info = info.value;
      });
    } finally {
      runInAction(() => (this.answered = true));
    }
  }
}
