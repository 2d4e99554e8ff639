// The exchange path the engine and store benchmarks drive: the simulator's trading engine with the listeners the
// server connects (campaigns, copy trading, the fee discounts of My WOO's tier and of reward coupons), 5 funded
// accounts on SPOT_BTC_USDT, and a seeded mixed flow of limit orders (a quarter of them crossing), market orders and
// cancels, awaiting the writer's flush every 100 orders as a server's requests await theirs.
import { Campaigns } from '../simulator/campaigns/campaigns';
import { CopyEngine } from '../simulator/copy/copy-engine';
import { CopyState } from '../simulator/copy/copy-state';
import { Earn } from '../simulator/earn/earn';
import { createRewardsMount } from '../simulator/rewards/register-rewards';
import { Deposits } from '../simulator/wallet/deposits';
import { MarketEngine } from '../simulator/market/market-engine';
import { mulberry32 } from '../simulator/market/prng';
import type { TradingRepository } from '../simulator/trading/records';
import { toScaled } from '../simulator/trading/scaled';
import { TradingEngine } from '../simulator/trading/trading-engine';

export const FLOW_SYMBOL = 'SPOT_BTC_USDT';
const ACCOUNTS = 5;

export interface ExchangeFlow {
  readonly trading: TradingEngine;
  /** `count` orders of the flow (refusals count as handled orders), awaiting the write batch every `batch` orders. */
  run(count: number, batch?: number): Promise<void>;
  /** Execution reports built for the listener so far. */
  reports(): number;
}

export async function exchangeFlow(repository: TradingRepository): Promise<ExchangeFlow> {
  const now = 1_700_000_000_000;
  const market = new MarketEngine(7, now);
  let reports = 0;
  const trading = new TradingEngine(market, repository, { clock: () => now }, { wants: () => true, publish: () => void (reports += 1) });
  await trading.start();
  // none of the 5 accounts is a referee, a lead or a discount holder
  const clock = () => now;
  const campaigns = new Campaigns(trading, clock);
  new CopyEngine(trading, new CopyState([]));
  const earn = new Earn(trading, clock, 86_400_000);
  trading.feeDiscounts.register('my-woo-tier', (userId) => earn.tiers.feeDiscount(userId), {
    has: (userId) => earn.tiers.hasFeeDiscount(userId),
  });
  createRewardsMount({ trading, notifications: campaigns.notifications, deposits: new Deposits(trading, clock), earn, clock });
  for (let u = 1; u <= ACCOUNTS; u += 1) {
    const a = trading.account(u);
    // funded through the ledger (its only writes), as a test's set-up is
    trading.ledger.holdExactly(a, 'USDT', toScaled('1e12'), now);
    trading.ledger.holdExactly(a, 'BTC', toScaled('1e7'), now);
  }
  const book = market.orderBook(FLOW_SYMBOL, 1, now)!;
  const mid = Math.round(((book.bids[0].price + book.asks[0].price) / 2) * 10);
  const rng = mulberry32(11);
  const open: { userId: number; orderId: number }[] = [];
  const run = async (count: number, batch = 100) => {
    for (let n = 0; n < count; n += 1) {
      const userId = 1 + Math.floor(rng() * ACCOUNTS);
      const roll = rng();
      const side = rng() < 0.5 ? 'BUY' : 'SELL';
      const quantity = ((2 + Math.floor(rng() * 50)) / 10_000).toFixed(4);
      try {
        if (roll < 0.6) {
          // around the mid: a quarter cross the spread
          const ticks = mid + (side === 'BUY' ? -1 : 1) * (Math.floor(rng() * 400) - 100);
          const r = trading.place(userId, { symbol: FLOW_SYMBOL, side, type: 'LIMIT', price: (ticks / 10).toFixed(1), quantity });
          if (r.status === 'NEW' || r.status === 'PARTIAL_FILLED') open.push({ userId, orderId: r.orderId });
        } else if (roll < 0.8) {
          trading.place(userId, { symbol: FLOW_SYMBOL, side, type: 'MARKET', quantity });
        } else if (open.length > 0) {
          const i = Math.floor(rng() * open.length);
          const o = open[i];
          open[i] = open[open.length - 1];
          open.pop();
          if (trading.account(o.userId).open.has(o.orderId)) trading.cancel(o.userId, o.orderId);
        }
      } catch {
        // refusals count as handled orders
      }
      // a server's request awaits its write batch; 100 orders a batch, as a busy server's concurrent requests share one
      if (n % batch === batch - 1) await trading.writer.flush();
    }
  };
  return { trading, run, reports: () => reports };
}
