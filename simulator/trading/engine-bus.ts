import type { FillRecord, LedgerRecord, OrderRecord } from './records';

/** A funding payment booked on a position (risk-funding.ts). */
export interface FundingEvent {
  readonly userId: number;
  readonly symbol: string;
  readonly fundingFee: string;
  readonly createdTime: number;
}

/** A position closed by the risk engine (risk-liquidation.ts): the filled MARKET order that closed it. */
export interface LiquidationEvent {
  readonly userId: number;
  readonly order: OrderRecord;
}

/**
 * What the engine publishes, by event type: each listener is called with these arguments, synchronously, in the
 * order of subscription, inside the operation that caused the event (a referral's commission is booked in the same
 * write batch as its fill). Listeners that must not act inside a match (copy trading) queue their work themselves.
 */
export interface EngineEvents {
  /** An order passed validation and was accepted (NEW), before it matches. */
  orderAccepted: [order: OrderRecord];
  /** One fill of one side of a trade (the taker's and each maker's), after the ledger moved. */
  fill: [fill: FillRecord, order: OrderRecord];
  /** An open order was cancelled (by its owner, self-trade prevention, a reduce-only eviction or an unfilled rest). */
  cancel: [order: OrderRecord];
  /** A ledger row was booked (ledger.ts, every move of money). */
  ledger: [entry: LedgerRecord];
  funding: [payment: FundingEvent];
  liquidation: [event: LiquidationEvent];
}

export type EngineEventType = keyof EngineEvents;
export type EngineListener<K extends EngineEventType> = (...args: EngineEvents[K]) => void;

/** The accounts a listener cares about (a live set or map of user ids: referees, copy leads, coupon holders). */
export interface Audience {
  has(userId: number): boolean;
}

interface Subscription<K extends EngineEventType> {
  readonly name: string;
  readonly listener: EngineListener<K>;
  readonly audience?: Audience;
}

type Subscriptions = { [K in EngineEventType]: Subscription<K>[] };

/**
 * The engine's one event bus. Modules subscribe by name (one subscription per name and type) and may name their
 * audience: the engine asks `wants(type, userId)` before it builds an event, so an account nobody listens to costs a
 * few set look-ups per event and no allocation.
 */
export class EngineBus {
  private readonly subscriptions: Subscriptions = { orderAccepted: [], fill: [], cancel: [], ledger: [], funding: [], liquidation: [] };

  /** Subscribes `listener` to `type` as `name`; returns the unsubscription. */
  on<K extends EngineEventType>(type: K, name: string, listener: EngineListener<K>, audience?: Audience): () => void {
    const list = this.subscriptions[type] as Subscription<K>[];
    if (list.some((s) => s.name === name)) throw new Error(`engine bus: ${name} already listens to ${type}`);
    const subscription: Subscription<K> = { name, listener, audience };
    list.push(subscription);
    return () => {
      const at = list.indexOf(subscription);
      if (at >= 0) list.splice(at, 1);
    };
  }

  /** Whether any listener of `type` hears events of `userId`. */
  wants(type: EngineEventType, userId: number): boolean {
    const list = this.subscriptions[type];
    for (let i = 0; i < list.length; i += 1) {
      const audience = list[i].audience;
      if (audience === undefined || audience.has(userId)) return true;
    }
    return false;
  }

  /**
   * Calls the listeners of `type` that hear `userId`, in the order they subscribed. Every event has at most two
   * arguments: they are passed as two parameters, not gathered into an array per event and spread per listener.
   */
  emit<K extends EngineEventType>(type: K, userId: number, ...args: EngineEvents[K]): void;
  emit(type: EngineEventType, userId: number, first?: unknown, second?: unknown): void {
    const list = this.subscriptions[type] as unknown as Subscription<EngineEventType>[];
    for (let i = 0; i < list.length; i += 1) {
      const s = list[i];
      if (s.audience === undefined || s.audience.has(userId)) (s.listener as (a: unknown, b: unknown) => void)(first, second);
    }
  }

  /** The names listening to `type`, in the order they are called (tests, the control surface). */
  listeners(type: EngineEventType): string[] {
    return this.subscriptions[type].map((s) => s.name);
  }
}
