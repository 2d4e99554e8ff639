import type { AccountState } from '../../../../simulator/trading/account-state';
import { MemoryTradingRepository } from '../../../../simulator/trading/records';
import { toScaled } from '../../../../simulator/trading/scaled';
import { SpotMargin } from '../../../../simulator/trading/spot-margin';
import { TradingEngine } from '../../../../simulator/trading/trading-engine';
import { auditAfterEachTest } from './ledger-audit';
import { FixedPriceMarket } from '../../../support/fixed-price-market';

/** The trading engine and spot margin in memory, fees 0 (figures by hand), on one clock. */
export async function fixedPriceExchange(prices: Record<string, number>) {
  const clock = { now: 1_700_000_000_000 };
  const market = new FixedPriceMarket(7, clock.now);
  for (const [symbol, price] of Object.entries(prices)) market.prices.set(symbol, price);
  const trading = new TradingEngine(market, new MemoryTradingRepository(), { clock: () => clock.now });
  await trading.start();
  auditAfterEachTest(trading.ledger);
  trading.fees = { makerFee: '0', takerFee: '0' };
  const margin = new SpotMargin(trading);
  /** An account without the demo funds, holding exactly `funds`. */
  const open = (userId: number, funds: Record<string, string>): AccountState => {
    const a = trading.account(userId, false);
    for (const [token, amount] of Object.entries(funds)) trading.ledger.credit(a, token, toScaled(amount), 'DEPOSIT', clock.now);
    return a;
  };
  return { clock, market, trading, margin, open };
}
