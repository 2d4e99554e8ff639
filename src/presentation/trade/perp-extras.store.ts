import { inject, injectable } from 'inversify';
import { observable, runInAction } from 'mobx';
import { LoadPerpExtras } from '../../application/trade/load-perp-extras.use-case';
import type { PerpExtras } from '../../application/trade/ports/perp-info-api.port';

/** The futures multiplier and insurance fund of each perpetual the market info showed (public; one per app). */
@injectable()
export class PerpExtrasStore {
  readonly extras = observable.map<string, PerpExtras>();
  private readonly asked = new Set<string>();

  constructor(@inject(LoadPerpExtras) private readonly loadExtras: LoadPerpExtras) {}

  /** Loads the symbol's extras once (again after a failure). */
  load(symbol: string): void {
    if (this.asked.has(symbol)) return;
    this.asked.add(symbol);
    void this.loadExtras
      .execute(symbol)
      .then((r) => (r.ok ? runInAction(() => this.extras.set(symbol, r.value)) : this.asked.delete(symbol)));
  }
}
