import { MemoryTradingRepository } from '../../../simulator/trading/records';
import { SpotMargin } from '../../../simulator/trading/spot-margin';
import { TradingEngine } from '../../../simulator/trading/trading-engine';
import { worldPart } from '../../support/world';
import { FixedPriceMarket } from '../../../tests/support/fixed-price-market';

export interface SpotMarginExchange {
  readonly market: FixedPriceMarket;
  readonly trading: TradingEngine;
  readonly margin: SpotMargin;
  /** What the engine stored (the ledger's INTEREST rows). */
  readonly repo: MemoryTradingRepository;
  now: number;
}

export const TRADER = 1;
export const MAKER = 2;

/** The simulator's trading engine and spot margin in memory, on one clock the steps move. */
export async function spotMarginExchange(): Promise<SpotMarginExchange> {
  const exchange = { now: 1_700_000_000_000 } as { now: number } & Partial<SpotMarginExchange>;
  const market = new FixedPriceMarket(7, exchange.now);
  const repo = new MemoryTradingRepository();
  const trading = new TradingEngine(market, repo, { clock: () => exchange.now });
  await trading.start();
  return Object.assign(exchange, { market, trading, repo, margin: new SpotMargin(trading) });
}

export const spotMarginWorld = worldPart(
  (): {
    exchange?: SpotMarginExchange;
    refusal?: { code: number; message: string };
    repaid?: { interest: string; principal: string };
  } => ({}),
);
