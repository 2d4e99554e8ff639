import Decimal from 'decimal.js';
import { inject, injectable, optional } from 'inversify';
import { err, ok, type Result } from '../../domain/shared/result';
import type { Position } from '../../domain/trade/orders/account';
import { validateOrder, type OrderRefusal } from '../../domain/trade/orders/order-validation';
import type { Order } from '../../domain/trade/orders/order';
import type { TradingRules } from '../../domain/trade/orders/trading-rules';
import { isTradePasswordRefusal } from '../../domain/security/trade-password-on-order';
import { OrderPasswordPort } from '../security/ports/order-password.port';
import { TradingApiPort } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { num, refusal } from '../../domain/shared/refusal';

/** `cancelled`: the user closed the trade password prompt; nothing was sent. */
export type AmendFailure = { readonly kind: 'invalid'; readonly refusal: OrderRefusal } | { readonly kind: 'cancelled' } | TradeFailure;

/** What the bottom panel does to open orders and positions: amend, cancel, cancel all, close at market. */
@injectable()
export class ManageOrders {
  constructor(
    @inject(TradingApiPort) private readonly api: TradingApiPort,
    /** The trade password, asked before an amend as before placing when the user turned it on (absent: never asked). */
    @inject(OrderPasswordPort) @optional() private readonly password?: OrderPasswordPort,
  ) {}

  /**
   * Amends price and/or size in place after checking the changed order with the same rules as the form
   * (`validateOrder`); the new size is the order's total size (the part already filled included).
   */
  async amend(
    order: Order,
    change: { readonly price?: string; readonly quantity?: string },
    rules: TradingRules | undefined,
  ): Promise<Result<void, AmendFailure>> {
    const price = change.price?.trim() || undefined;
    const quantity = change.quantity?.trim() || undefined;
    if (rules) {
      const refusal = validateOrder(
        {
          symbol: order.symbol,
          side: order.side,
          type: order.type === 'MARKET' ? 'LIMIT' : order.type,
          price: price ?? order.price ?? undefined,
          quantity: quantity ?? order.quantity ?? undefined,
        },
        rules,
      );
      if (refusal) return err({ kind: 'invalid', refusal });
    }
    if (quantity !== undefined && new Decimal(quantity).lte(order.executed)) {
      return err({
        kind: 'invalid',
        refusal: {
          code: -1005,
          field: 'quantity',
          refusal: refusal('order.quantityNotAboveFilled', { filled: num(order.executed) }),
          limit: order.executed,
        },
      });
    }
    if (this.password && !this.password.clearToOrder() && !(await this.password.beforeOrder().catch(() => true)))
      return err({ kind: 'cancelled' });
    const result = await this.api.amendOrder({ orderId: order.orderId, price, quantity });
    if (!result.ok && result.error.kind === 'refused' && isTradePasswordRefusal(result.error.code, result.error.message))
      this.password?.refused();
    return result;
  }

  cancel(order: Order): Promise<Result<void, TradeFailure>> {
    return this.api.cancelOrder(order.symbol, order.orderId);
  }

  /** Every open order of `symbol`, or of every symbol when undefined. */
  cancelAll(symbol?: string): Promise<Result<void, TradeFailure>> {
    return this.api.cancelAll(symbol);
  }

  /** Closes a perpetual position at market: a reduce-only MARKET order of the opposite side for |holding|. */
  async closePosition(position: Position, clientOrderId?: string): Promise<Result<void, TradeFailure>> {
    const holding = new Decimal(position.holding);
    if (holding.isZero()) return ok(undefined);
    const result = await this.api.placeOrder({
      symbol: position.symbol,
      side: holding.gt(0) ? 'SELL' : 'BUY',
      type: 'MARKET',
      quantity: holding.abs().toFixed(),
      reduceOnly: true,
      clientOrderId,
    });
    return result.ok ? ok(undefined) : result;
  }
}
