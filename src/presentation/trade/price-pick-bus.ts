import { injectable } from 'inversify';
import type { Unsubscribe } from '../../application/shared/token';

/** A price the user picked on the book: the order form (part 2) takes it as its limit price. */
export interface PricePick {
  readonly symbol: string;
  /** The row's price as shown (a decimal string on the group step). */
  readonly price: string;
  /** The side of the row picked: a bid row suggests selling into it, an ask row buying. */
  readonly side: 'bid' | 'ask';
}

type Listener = (pick: PricePick) => void;

/** "Price picked" events of the trade page: the book emits, the order form listens. One per app (singleton). */
@injectable()
export class PricePickBus {
  private listeners: readonly Listener[] = [];
  private lastPick: PricePick | undefined;

  /** The most recent pick, for a form that mounts after the click. */
  get last(): PricePick | undefined {
    return this.lastPick;
  }

  emit(pick: PricePick): void {
    this.lastPick = pick;
    for (const listener of this.listeners) listener(pick);
  }

  subscribe(listener: Listener): Unsubscribe {
    this.listeners = [...this.listeners, listener];
    return () => {
      this.listeners = this.listeners.filter((l) => l !== listener);
    };
  }
}
