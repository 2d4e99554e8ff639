import { simulatorModule } from '../module';
import { registerMarketDataRoutes } from '../market/market-data-routes';
import { registerPublicV3Routes } from '../market/public-v3-routes';
import { streamLimits } from '../stream/stream-limits';
import { marketModule } from '../market/module';
import { AlgoOrders } from './algo-orders';
import { registerAlgoRoutes } from './algo-routes';
import { registerLeverageRoutes } from './leverage-routes';
import { registerLedgerRoutes } from './ledger-routes';
import { TRADING_MIGRATIONS } from './migrations';
import { PrivateStreamHub, registerPrivateStreamRoute } from './private-stream';
import { MemoryTradingRepository } from './records';
import { registerRiskControlRoutes, registerRiskRoutes } from './risk-routes';
import { SpotMargin } from './spot-margin';
import { registerSpotMarginControlRoutes, registerSpotMarginRoutes } from './spot-margin-routes';
import { registerTradingControlRoutes } from './trading-control-routes';
import { TradingEngine } from './trading-engine';
import { DeadManSwitch, TradingHooks, registerTradingRoutes } from './trading-routes';

/** Orders, matching, the ledger, positions and risk, stop orders, spot margin and the private stream. */
export const tradingModule = simulatorModule({
  id: 'trading',
  uses: ['market'],
  migrations: TRADING_MIGRATIONS,
  start: async (ctx) => {
    const { options, clock, store } = ctx;
    const { engine } = ctx.part(marketModule);
    const logged = (what: string) => (error: unknown) => {
      if (options.logErrors) console.error(what, error);
    };
    const privateHub = new PrivateStreamHub(store.accounts, clock, streamLimits(options.streamLimits));
    const trading = new TradingEngine(
      engine,
      store.trading ?? new MemoryTradingRepository(),
      {
        clock,
        onError: logged('trading store write failed'),
        fundingIntervalMs: options.fundingIntervalMs,
      },
      privateHub,
    );
    await trading.start();
    const algos = new AlgoOrders(trading, logged('stop order failed'));
    algos.start();
    // a mark fixed by the admin or the control route fires the MARK_PRICE triggers at once, as a book step would;
    // a waiting perpetual stop holds the position mode
    trading.connectAlgos(algos);
    const spotMargin = new SpotMargin(trading);
    spotMargin.start(options.spotInterestIntervalMs ?? 3600 * 1000);
    return { trading, algos, privateHub, spotMargin, hooks: new TradingHooks(), deadMan: new DeadManSwitch(clock) };
  },
  routes: (api, { trading, algos, spotMargin, hooks, deadMan }, ctx) => {
    const { store, control, clock, options } = ctx;
    const { engine } = ctx.part(marketModule);
    const accounts = store.accounts;
    registerPublicV3Routes(api, { engine, control, clock, fixedMark: (symbol) => trading.markOverrides.get(symbol) });
    registerMarketDataRoutes(api, { engine, clock, insuranceDelta: (symbol) => trading.risk.fundDelta(symbol) });
    registerTradingRoutes(api, { trading, algos, accounts, control, clock, rateLimits: options.rateLimits, hooks, deadMan });
    registerRiskRoutes(api, { trading, accounts, control, clock });
    registerLedgerRoutes(api, { trading, accounts, control, clock });
    registerLeverageRoutes(api, { trading, accounts, control, clock });
    registerAlgoRoutes(api, { trading, algos, accounts, control, clock, rateLimits: options.rateLimits });
    registerSpotMarginRoutes(api, { trading, spotMargin, accounts, control, clock });
  },
  pages: (app, { privateHub }, { streamGate }) => registerPrivateStreamRoute(app, privateHub, streamGate),
  control: (app, { trading, hooks, spotMargin }, ctx) => {
    registerTradingControlRoutes(app, { trading, hooks, hub: ctx.part(marketModule).hub });
    registerRiskControlRoutes(app, { trading });
    registerSpotMarginControlRoutes(app, { trading, spotMargin });
  },
  run: ({ trading }, ctx) => trading.risk.start(ctx.options.tickerIntervalMs),
  stop: ({ spotMargin, deadMan, trading, privateHub }) => {
    spotMargin.stop();
    deadMan.stop();
    trading.risk.stop();
    privateHub.closeAll();
  },
  closed: async ({ trading }) => {
    await trading.writer.flush().catch(() => undefined);
  },
});
