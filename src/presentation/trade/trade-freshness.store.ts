import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { tradeDataState, type TradeDataState } from '../../domain/trade/data-freshness';
import { ConnectionStore } from '../market/connection.store';
import type { OrderBookStore } from './order-book.store';
import { SystemStatusStore } from './system-status.store';

/** Whether one trade view's data is live, stale, resynchronising or under maintenance (transient: one per page). */
@injectable()
export class TradeFreshnessStore {
  book: OrderBookStore | undefined = undefined;
  wasLive = false;
  private stops: (() => void)[] = [];

  constructor(
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(SystemStatusStore) private readonly system: SystemStatusStore,
  ) {
    makeObservable<TradeFreshnessStore, 'stops' | 'connection' | 'system'>(this, {
      book: observableRef,
      wasLive: observable,
      stops: false,
      connection: false,
      system: false,
      state: computed,
      start: action,
      markLive: action,
    });
  }

  get state(): TradeDataState {
    return tradeDataState({
      socket: this.connection.status,
      book: this.book?.status ?? 'syncing',
      wasLive: this.wasLive,
      system: this.system.status,
    });
  }

  /** Watches the socket, the maintenance status and `book`; a new symbol starts as "connecting" again. */
  start(book: OrderBookStore): void {
    this.dispose();
    this.book = book;
    this.wasLive = false;
    this.connection.start();
    this.stops.push(this.system.watch());
    this.stops.push(
      reaction(
        () => this.book?.symbol,
        () =>
          action(() => {
            this.wasLive = false;
          })(),
      ),
    );
    this.stops.push(
      reaction(
        () => this.state === 'live',
        (live) => {
          if (live) this.markLive();
        },
        { fireImmediately: true },
      ),
    );
  }

  markLive(): void {
    this.wasLive = true;
  }

  dispose(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }
}
