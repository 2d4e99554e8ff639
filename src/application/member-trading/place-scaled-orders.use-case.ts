import { inject, injectable } from 'inversify';
import type { ScaledChild } from '../../domain/trade/algo/scaled-orders';
import type { OrderSide } from '../../domain/trade/orders/order';
import { randomClientOrderId } from './place-order.use-case';
import { TradingApiPort } from './ports/trading-api.port';
import { refusal, type Refusal } from '../../domain/shared/refusal';

/** One child the exchange did not take, with its refusal (or "no answer"). */
export interface ScaledRefusal {
  readonly index: number;
  readonly price: string;
  readonly quantity: string;
  readonly code?: number;
  /** The exchange's own words when it refused the child; else the refusal the view translates (no answer). */
  readonly message?: string;
  readonly refusal?: Refusal;
}

/** "n of m placed", and each refusal. */
export interface ScaledOutcome {
  readonly placed: number;
  readonly total: number;
  readonly refusals: readonly ScaledRefusal[];
}

/**
 * Places a scaled order's children one by one through the normal order call (LIMIT, each with its own client order
 * id), in order: a refused child does not stop the others. The outcome says how many were placed and why the others
 * were not.
 */
@injectable()
export class PlaceScaledOrders {
  private busy = false;

  constructor(@inject(TradingApiPort) private readonly api: TradingApiPort) {}

  get pending(): boolean {
    return this.busy;
  }

  async execute(
    order: { readonly symbol: string; readonly side: OrderSide; readonly reduceOnly?: boolean },
    children: readonly ScaledChild[],
  ): Promise<ScaledOutcome | undefined> {
    if (this.busy) return undefined;
    this.busy = true;
    const refusals: ScaledRefusal[] = [];
    let placed = 0;
    try {
      for (const [index, child] of children.entries()) {
        const result = await this.api.placeOrder({
          symbol: order.symbol,
          side: order.side,
          type: 'LIMIT',
          price: child.price,
          quantity: child.quantity,
          clientOrderId: randomClientOrderId(),
          ...(order.reduceOnly ? { reduceOnly: true } : {}),
        });
        if (result.ok) placed += 1;
        else if (result.error.kind === 'refused')
          refusals.push({ index, ...child, code: result.error.code, message: result.error.message });
        else refusals.push({ index, ...child, refusal: refusal('order.noAnswer') });
      }
    } finally {
      this.busy = false;
    }
    return { placed, total: children.length, refusals };
  }
}
