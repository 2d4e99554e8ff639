import Decimal from 'decimal.js';
import { crossFigures, type CrossAccount, type MarginPosition } from '../../src/domain/trade/orders/margin';
import { adlQuantiles, isolatedEquity, maintenanceMargin, shouldLiquidate } from '../../src/domain/trade/perps/risk';
import type { AccountState } from './account-state';
import type { LiquidationDecision, LiquidationRecord, RiskContext } from './risk-host';
import type { RiskEntry } from './risk-index';
import { clearly, crossNumbers, maintenanceRatioNumber } from './risk-numbers';
import { riskPositionsOf, setIsolatedMargin, type RiskPosition } from './risk-positions';
import { Wide } from './scaled';
import { maintenanceRatio } from './rules';

/**
 * The liquidation decisions taken exactly and what a liquidation does (risk-engine.ts decides who; docs/simulator.md
 * "Liquidation"): the account's open orders on the symbols are cancelled, each position is closed at its mark by a
 * filled MARKET order with reason LIQUIDATION (a taker fee), then what is left of the margin goes to the insurance
 * fund — or, below zero, the fund pays it, so the account never ends negative.
 */

/** ADL quantiles of a symbol's positions, long and short ranked apart, by `userId key`. */
export function adlOf(holders: readonly RiskEntry[], mark: Decimal): Map<string, number> {
  const quantiles = new Map<string, number>();
  for (const long of [true, false]) {
    const side = holders
      .filter((e) => e.long === long)
      .flatMap((e) => {
        const p = riskPositionsOf(e.a).find((x) => x.key === e.key);
        if (!p) return [];
        const q = new Decimal(p.holding);
        const margin = q.abs().times(p.averageOpenPrice).div(p.leverage);
        const pnl = q.times(mark.minus(p.averageOpenPrice));
        return [
          { key: `${e.a.userId} ${e.key}`, pnlRatio: margin.isZero() ? '0' : pnl.div(margin).toFixed(), leverage: String(p.leverage) },
        ];
      });
    for (const [k, v] of adlQuantiles(side)) quantiles.set(k, v);
  }
  return quantiles;
}

/** The cross part of the account: USDT holding − frozen − the isolated margins, its cross positions at their marks. */
export function crossAccountOf(risk: RiskContext, a: AccountState, positions: readonly RiskPosition[] = riskPositionsOf(a)): CrossAccount {
  const usdt = a.balance('USDT');
  // exact (a holding has SCALE decimals, more than Decimal's 20 digits): the fund's row must zero it, not leave 1e-17
  let collateral = new Wide(usdt.holding.toFixed()).minus(usdt.frozen.toFixed());
  const cross: MarginPosition[] = [];
  for (const p of positions) {
    if (p.marginMode === 'ISOLATED') {
      collateral = collateral.minus(p.isolatedMargin);
      continue;
    }
    const mark = risk.trading.markPrice(p.symbol);
    cross.push({
      symbol: p.symbol,
      holding: p.holding,
      averageOpenPrice: p.averageOpenPrice,
      markPrice: mark.toFixed(),
      leverage: String(p.leverage),
      maintenanceMarginRatio: maintenanceRatio(new Decimal(p.holding).abs().times(mark)),
    });
  }
  return { collateral: collateral.toFixed(), positions: cross };
}

export function crossDue(risk: RiskContext, a: AccountState): boolean {
  const positions = riskPositionsOf(a);
  const n = crossNumbers(a, positions, risk.markNumber);
  const quick = clearly(n.equity, n.maintenance, n.notional);
  if (quick !== undefined) return quick;
  const account = crossAccountOf(risk, a, positions);
  if (account.positions.length === 0) return false;
  const f = crossFigures(account);
  return shouldLiquidate(f.totalAccountValue, f.maintenanceMargin);
}

export function isolatedDue(risk: RiskContext, p: RiskPosition, mark: string): boolean {
  const m = risk.markNumber(p.symbol);
  const q = Number(p.holding);
  const notional = Math.abs(q) * m;
  const quick = clearly(
    Number(p.isolatedMargin) + q * (m - Number(p.averageOpenPrice)),
    notional * maintenanceRatioNumber(notional),
    notional,
  );
  if (quick !== undefined) return quick;
  const ratio = maintenanceRatio(new Decimal(p.holding).abs().times(mark));
  return shouldLiquidate(isolatedEquity({ ...p, maintenanceMarginRatio: ratio }, mark), maintenanceMargin(p.holding, mark, ratio));
}

export function liquidate(risk: RiskContext, d: LiquidationDecision): void {
  const { a } = d;
  const now = risk.trading.now();
  const all = riskPositionsOf(a);
  const closing = d.isolatedKey === undefined ? all.filter((p) => p.marginMode === 'CROSS') : all.filter((p) => p.key === d.isolatedKey);
  if (closing.length === 0) return;
  const symbols = new Set(closing.map((p) => p.symbol));
  for (const s of symbols) if ([...a.open.values()].some((e) => e.record.symbol === s)) risk.trading.cancelAll(a.userId, s);
  const usdt = a.balance('USDT');
  const before = usdt.holding;
  const closed: Omit<LiquidationRecord, 'toInsuranceFund'>[] = [];
  // past the bankruptcy price the closing fills take the holding below zero; the fund's row brings it back (ledger.ts)
  const remainder = risk.trading.ledger.underwritten(a, () => {
    for (const p of closing) {
      const sr = risk.trading.rules(p.symbol);
      const mark = risk.trading.markPrice(p.symbol);
      const ticks = mark.div(sr.tick).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
      const lots = new Decimal(p.holding).abs().div(sr.step).toNumber();
      const long = !p.holding.startsWith('-');
      risk.trading.forceClose(a, p.symbol, long ? 'SELL' : 'BUY', lots, ticks, 'LIQUIDATION');
      closed.push({
        userId: a.userId,
        symbol: p.symbol,
        side: long ? 'LONG' : 'SHORT',
        quantity: new Decimal(p.holding).abs().toFixed(),
        price: sr.grid.price.of(ticks),
        time: now,
      });
    }
    let left: Decimal;
    if (d.isolatedKey !== undefined) {
      left = new Decimal(new Wide(closing[0].isolatedMargin).plus(new Wide(usdt.holding.toFixed()).minus(before.toFixed())).toFixed());
      setIsolatedMargin(closing[0].record, '0');
    } else {
      left = new Decimal(crossAccountOf(risk, a).collateral);
    }
    risk.toFund(a, left, d.symbol);
    return left;
  });
  for (const c of closed) risk.liquidations.push({ ...c, toInsuranceFund: remainder.toFixed() });
  risk.touched(a);
}
