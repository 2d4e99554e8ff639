import Decimal from 'decimal.js';
import { clampFundingRate, fundingPayment } from '../../src/domain/trade/perps/risk';
import type { RiskContext } from './risk-host';
import { riskPositionsOf, setIsolatedMargin } from './risk-positions';

/**
 * Pays one funding period (docs/simulator.md "Funding"): per perpetual the rate (the admin's, else the estimated
 * rate of `/md/v3/public/futures`) clamped by the cap; every open position pays or receives holding × mark × rate
 * (longs pay a positive rate) as a FUNDING_FEE ledger row and a `fundingFee/history` row (an isolated position's
 * margin moves with it). The engine's own book is the other side of the users' net: the insurance fund takes or
 * gives it. Then the symbols are checked again (a payment can bring a position to its liquidation). Returns how
 * many payments were made.
 */
export function settle(risk: RiskContext, only?: string): number {
  const { trading } = risk;
  const now = trading.now();
  const symbols = only !== undefined ? [only] : trading.market.instruments.filter((i) => i.type === 'PERP').map((i) => i.symbol);
  let count = 0;
  const touched: string[] = [];
  for (const symbol of symbols) {
    const holders = risk.holdersOf(symbol);
    if (holders.length === 0) continue;
    const estimated = trading.market.future(symbol, now)?.est_funding_rate ?? 0;
    // the futures row's rate carries the admin's fixed rate; the symbol's cap (default or the admin's) holds it
    const rate = clampFundingRate(new Decimal(estimated).toFixed(), trading.market.overrides.cap(symbol));
    const mark = trading.markPrice(symbol).toFixed();
    let net = new Decimal(0);
    for (const e of holders) {
      const p = riskPositionsOf(e.a).find((x) => x.key === e.key);
      if (!p) continue;
      const pay = fundingPayment(p.holding, mark, rate);
      if (pay.amount === '0') continue;
      trading.adjustBalance(e.a, 'USDT', new Decimal(pay.amount), 'FUNDING_FEE');
      if (p.marginMode === 'ISOLATED') setIsolatedMargin(p.record, new Decimal(p.isolatedMargin).plus(pay.amount).toFixed());
      const row = {
        id: risk.nextFundingId++,
        userId: e.a.userId,
        symbol,
        fundingRate: rate,
        markPrice: mark,
        fundingFee: pay.amount,
        paymentType: pay.paymentType,
        createdTime: now,
      };
      risk.rowsOf(e.a.userId).push(row);
      trading.writer.fundingPayment(row);
      if (trading.bus.wants('funding', row.userId)) trading.bus.emit('funding', row.userId, row);
      net = net.plus(pay.amount);
      count += 1;
    }
    risk.toFund(undefined, net.neg(), symbol);
    touched.push(symbol);
  }
  trading.publishChanges();
  for (const symbol of touched) risk.onMarkChanged(symbol);
  void trading.writer.flush().catch(() => undefined);
  return count;
}
