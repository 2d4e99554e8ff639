import type { InstrumentInfo } from '../../../domain/market/instrument';
import type { openOrderPrices } from '../../../domain/trade/orders/open-orders';
import type { Order } from '../../../domain/trade/orders/order';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';

/** An order's rules for checking an amend (the price band needs the mid, which amends are not checked against). */
export function rulesOf(instrument: InstrumentInfo): TradingRules {
  return {
    symbol: instrument.symbol, quoteTick: instrument.quoteTick, baseTick: instrument.baseTick, quoteMin: instrument.quoteMin,
    quoteMax: instrument.quoteMax, baseMin: instrument.baseMin, baseMax: instrument.baseMax, minNotional: instrument.minNotional,
    bidCapRatio: '1', bidFloorRatio: '1', askCapRatio: '1', askFloorRatio: '1',
  };
}


export function sameOrders(a: readonly Order[], b: readonly Order[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

export function sameSets(a: ReturnType<typeof openOrderPrices>, b: ReturnType<typeof openOrderPrices>): boolean {
  const same = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size === y.size && [...x].every((p) => y.has(p));
  return same(a.BUY, b.BUY) && same(a.SELL, b.SELL);
}

export function failureOf<F>(result: { ok: true } | { ok: false; error: F }): F | undefined {
  return result.ok ? undefined : result.error;
}
