import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import type { InstrumentInfo } from '../../domain/market/instrument';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

export interface MarketReference {
  readonly instruments: ReadonlyMap<string, InstrumentInfo>;
  /** Base token → full name ("BTC" → "Bitcoin"). */
  readonly names: ReadonlyMap<string, string>;
}

/** Instruments (tick sizes) and token names for the markets pages; loaded once, shared. */
@injectable()
export class MarketReferenceStore {
  reference: Loadable<MarketReference> = idle();

  constructor(@inject(LoadMarketReference) private readonly load: LoadMarketReference) {
    makeObservable<MarketReferenceStore, 'load'>(this, { reference: observableRef, set: action, load: false });
  }

  /** Loads once; a failed load may be retried by calling again. */
  async start(): Promise<void> {
    if (this.reference.status === 'pending' || this.reference.status === 'success') return;
    this.set(pending());
    const [instruments, tokens] = await Promise.all([this.load.instruments(), this.load.tokens()]);
    if (!instruments.ok) return this.set(failed(instruments.error));
    const names = new Map<string, string>();
    // Token names are a nicety: the table works without them.
    if (tokens.ok) for (const t of tokens.value) if (t.fullname) names.set(t.balanceToken || t.token, t.fullname);
    this.set(loaded({ instruments: new Map(instruments.value.map((i) => [i.symbol, i])), names }));
  }

  instrument(symbol: string): InstrumentInfo | undefined {
    return this.reference.status === 'success' ? this.reference.value.instruments.get(symbol) : undefined;
  }

  names(): ReadonlyMap<string, string> {
    return this.reference.status === 'success' ? this.reference.value.names : EMPTY;
  }

  set(reference: Loadable<MarketReference>): void {
    this.reference = reference;
  }
}

const EMPTY: ReadonlyMap<string, string> = new Map();
