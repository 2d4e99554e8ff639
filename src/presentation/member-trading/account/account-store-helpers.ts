import Decimal from 'decimal.js';
import type { InstrumentInfo } from '../../../domain/market/instrument';
import type { AccountInfo, Balance, Position } from '../../../domain/trade/orders/account';
import type { MarginPosition } from '../../../domain/trade/orders/margin';
import type { LiveAccount } from '../../../domain/trade/perps/live-position';
import type { openOrderPrices } from '../../../domain/trade/orders/open-orders';
import type { Order } from '../../../domain/trade/orders/order';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';

/** An order's rules for checking an amend (the price band needs the mid, which amends are not checked against). */
export function rulesOf(instrument: InstrumentInfo): TradingRules {
  return {
    symbol: instrument.symbol,
    quoteTick: instrument.quoteTick,
    baseTick: instrument.baseTick,
    quoteMin: instrument.quoteMin,
    quoteMax: instrument.quoteMax,
    baseMin: instrument.baseMin,
    baseMax: instrument.baseMax,
    minNotional: instrument.minNotional,
    bidCapRatio: '1',
    bidFloorRatio: '1',
    askCapRatio: '1',
    askFloorRatio: '1',
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

/** Used when the account info has not said (the simulator's default). */
const DEFAULT_MMR = '0.005';

/** A position as the margin rules read it: its leverage, else the account's; the account's maintenance margin ratio. */
export function marginPositionOf(p: Position, accountInfo: AccountInfo | undefined): MarginPosition {
  return {
    symbol: p.symbol,
    holding: p.holding,
    averageOpenPrice: p.averageOpenPrice,
    markPrice: p.markPrice,
    leverage: String(p.leverage || accountInfo?.leverage || 1),
    maintenanceMarginRatio:
      accountInfo?.maintenanceMarginRatio && !new Decimal(accountInfo.maintenanceMarginRatio).isZero()
        ? accountInfo.maintenanceMarginRatio
        : DEFAULT_MMR,
  };
}

/**
 * The perpetual positions with their margin modes, and the cross collateral as the exchange counts it: the settle
 * token's holding − frozen − the isolated margins.
 */
export function crossAccountOf(perps: readonly Position[], settle: Balance | undefined, accountInfo: AccountInfo | undefined): LiveAccount {
  const isolated = perps.reduce((sum, p) => (p.marginMode === 'ISOLATED' ? sum.plus(p.isolatedMarginAmount ?? '0') : sum), new Decimal(0));
  const collateral = new Decimal(settle?.holding ?? '0').minus(settle?.frozen ?? '0').minus(isolated);
  const positions = perps.map((p) => ({
    ...marginPositionOf(p, accountInfo),
    marginMode: p.marginMode,
    isolatedMargin: p.isolatedMarginAmount ?? '0',
  }));
  return { crossCollateral: collateral.toString(), positions };
}
