import { inject, injectable } from 'inversify';
import type { Position } from '../../domain/trade/orders/account';
import type { MarginPosition } from '../../domain/trade/orders/margin';
import type { OrderRequest } from '../../domain/trade/orders/order';
import type { TradingRules } from '../../domain/trade/orders/trading-rules';
import {
  closeAllSelection,
  closeOrder,
  closeQuantity,
  reverseOrder,
  typedCloseQuantity,
  type ActionRefusal,
  type CloseAllFilter,
  type ClosePricing,
  type ReverseContext,
} from '../../domain/trade/perps/position-actions';
import { PlaceOrder, type PlaceOutcome } from './place-order.use-case';

/** How much to close: one of the percent buttons, or a typed quantity. */
export type CloseSize = { readonly percent: number } | { readonly quantity: string };

/** Why one order of an action was not placed. */
export type ActionFailure =
  /** Checked here first: nothing was sent. */
  | { readonly kind: 'invalid'; readonly refusal: ActionRefusal }
  /** The exchange refused it (its code and message). */
  | { readonly kind: 'refused'; readonly code: number; readonly message: string }
  /** No answer, and the lookup by clientOrderId found no order. */
  | { readonly kind: 'not-placed' }
  /** No answer and no lookup: the user must check the open orders. */
  | { readonly kind: 'unknown' };

export type ActionOutcome =
  | { readonly kind: 'sent'; readonly order: OrderRequest }
  | { readonly kind: 'failed'; readonly failure: ActionFailure }
  /** Another action of this trader was still pending (a double click): nothing was sent. */
  | { readonly kind: 'ignored' };

export interface CloseAllOutcome {
  readonly kind: 'done' | 'ignored';
  /** The symbols closed (their orders placed). */
  readonly closed: readonly string[];
  readonly failed: readonly { readonly symbol: string; readonly failure: ActionFailure }[];
}

/**
 * The positions tab's actions: close a share at market or at a limit price, close all (all,
 * profitable, losing), reverse. Every order goes through `PlaceOrder` (one clientOrderId per order, retried once,
 * reconciled by lookup), and one action runs at a time: a click while one is pending sends nothing.
 */
@injectable()
export class PositionActions {
  private busy = false;

  constructor(@inject(PlaceOrder) private readonly placeOrder: PlaceOrder) {}

  get pending(): boolean {
    return this.busy;
  }

  close(
    position: Position,
    size: CloseSize,
    pricing: ClosePricing,
    rules: Pick<TradingRules, 'baseTick' | 'baseMin'>,
  ): Promise<ActionOutcome> {
    const quantity =
      'percent' in size ? closeQuantity(position.holding, size.percent, rules) : typedCloseQuantity(position.holding, size.quantity, rules);
    if (!quantity.ok) return Promise.resolve(invalid(quantity.error));
    const order = closeOrder(position, quantity.value, pricing);
    if (!order.ok) return Promise.resolve(invalid(order.error));
    return this.guarded(() => this.send(order.value));
  }

  /** Closes every selected position at market, one reduce-only order each, in turn; says which were closed. */
  async closeAll(positions: readonly Position[], filter: CloseAllFilter): Promise<CloseAllOutcome> {
    if (this.busy) return { kind: 'ignored', closed: [], failed: [] };
    this.busy = true;
    const closed: string[] = [];
    const failed: { symbol: string; failure: ActionFailure }[] = [];
    try {
      for (const position of closeAllSelection(positions, filter)) {
        const order = closeOrder(position, position.holding.replace('-', ''), { type: 'MARKET' });
        const outcome = order.ok ? await this.send(order.value) : invalid(order.error);
        if (outcome.kind === 'sent') closed.push(position.symbol);
        else if (outcome.kind === 'failed') failed.push({ symbol: position.symbol, failure: outcome.failure });
      }
    } finally {
      this.busy = false;
    }
    return { kind: 'done', closed, failed };
  }

  reverse(position: MarginPosition, context: ReverseContext): Promise<ActionOutcome> {
    const order = reverseOrder(position, context);
    if (!order.ok) return Promise.resolve(invalid(order.error));
    return this.guarded(() => this.send(order.value));
  }

  private async guarded(run: () => Promise<ActionOutcome>): Promise<ActionOutcome> {
    if (this.busy) return { kind: 'ignored' };
    this.busy = true;
    try {
      return await run();
    } finally {
      this.busy = false;
    }
  }

  private async send(order: OrderRequest): Promise<ActionOutcome> {
    return outcomeOf(order, await this.placeOrder.execute({ kind: 'order', order }));
  }
}

function invalid(refusal: ActionRefusal): ActionOutcome {
  return { kind: 'failed', failure: { kind: 'invalid', refusal } };
}

function outcomeOf(order: OrderRequest, placed: PlaceOutcome): ActionOutcome {
  switch (placed.kind) {
    case 'placed':
      return { kind: 'sent', order };
    case 'refused':
      return { kind: 'failed', failure: { kind: 'refused', code: placed.code, message: placed.message } };
    case 'not-placed':
      return { kind: 'failed', failure: { kind: 'not-placed' } };
    case 'unknown':
      return { kind: 'failed', failure: { kind: 'unknown' } };
    case 'ignored':
      return { kind: 'ignored' };
  }
}
