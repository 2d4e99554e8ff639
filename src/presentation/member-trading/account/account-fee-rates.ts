import { action, observable, runInAction } from 'mobx';
import type { FeeRates } from '../../../domain/trade/orders/fees';

/**
 * The signed-in account's fee rates per symbol (`GET /v3/trade/tradingFee`), asked for once each and forgotten on
 * sign-in and sign-out. `ask` is the trading account's call; `signedIn` says whether asking makes sense now.
 */
export class AccountFeeRates {
  private readonly fees = observable.map<string, FeeRates>();
  private readonly requests = new Set<string>();

  constructor(
    private readonly ask: (symbol: string) => Promise<FeeRates | undefined>,
    private readonly signedIn: () => boolean,
  ) {}

  of(symbol: string): FeeRates | undefined {
    return this.fees.get(symbol);
  }

  /** The symbol's fee rates, asked for when not known yet; undefined without an answer. */
  async now(symbol: string): Promise<FeeRates | undefined> {
    const known = this.fees.get(symbol);
    if (known || !this.signedIn()) return known;
    const rates = await this.ask(symbol);
    if (rates) runInAction(() => this.fees.set(symbol, rates));
    return rates;
  }

  /** Asks once for the symbol's rates (again after a failed answer). */
  load(symbol: string): void {
    if (this.requests.has(symbol) || !this.signedIn()) return;
    this.requests.add(symbol);
    void this.ask(symbol).then(
      action((rates) => {
        if (rates) this.fees.set(symbol, rates);
        else this.requests.delete(symbol);
      }),
    );
  }

  clear(): void {
    this.requests.clear();
    runInAction(() => this.fees.clear());
  }
}
