import type { FastifyInstance } from 'fastify';
import type { MarketEngine } from './market-engine';
import { registerInstrumentExtras } from './instrument-extras-routes';
import { registerAggregatorRoutes } from './md-aggregator-routes';
import { registerOrderBookComparisonRoutes } from './md-orderbook-compare-routes';
import { marketDataKit } from './md-route-kit';
import { registerTradingViewRoutes } from './md-tradingview-routes';

export interface MarketDataRouteDeps {
  readonly engine: MarketEngine;
  readonly clock: () => number;
  /** What the insurance fund gained (+) or paid (−) per symbol since its seed (trading/risk-engine.ts). */
  readonly insuranceDelta?: (symbol: string) => number;
}

/**
 * The spec's other market data calls (mounted under /api), all answered from the engine: TradingView UDF
 * (`md/tv/*`, `md/tradingview/*`), aggregator feeds in the shapes of their integration guides (`md/coingecko/*`,
 * `md/cmc/*`, `md/nomics/*` answer bare JSON as those crawlers expect), the exchange order book comparison
 * (`md/v4/public/exchange_orderbook*`) and the instrument extras (instrument-extras-routes.ts). docs/protocol.md lists
 * the shapes.
 */
export function registerMarketDataRoutes(app: FastifyInstance, { engine, clock, insuranceDelta }: MarketDataRouteDeps): void {
  const kit = marketDataKit(engine, clock);
  registerTradingViewRoutes(app, kit);
  registerAggregatorRoutes(app, kit);
  registerOrderBookComparisonRoutes(app, kit);
  registerInstrumentExtras(app, { engine, clock, insuranceDelta });
}
