import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { LoadSystemStatus } from '../../application/trade/load-system-status.use-case';
import { PlaceOrder } from '../../application/trade/place-order.use-case';
import { AlgoOrderApiPort } from '../../application/trade/ports/algo-order-api.port';
import { TradingApiPort } from '../../application/trade/ports/trading-api.port';
import { MarketDepthFeedPort } from '../../application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../application/trade/ports/public-market-api.port';
import { TradePreferencesPort } from '../../application/trade/ports/trade-preferences.port';
import { WatchCandles } from '../../application/trade/watch-candles.use-case';
import { WatchPerpFigures } from '../../application/trade/watch-perp-figures.use-case';
import { WatchOrderBook } from '../../application/trade/watch-order-book.use-case';
import { WatchRecentTrades } from '../../application/trade/watch-recent-trades.use-case';
import { RestAlgoOrderApi } from '../../infrastructure/trade/rest-algo-order-api.adapter';
import { LocalStorageTradePreferences } from '../../infrastructure/trade/local-storage-trade-preferences.adapter';
import { RestPublicMarketApi } from '../../infrastructure/trade/rest-public-market-api.adapter';
import { WsMarketDepthFeed } from '../../infrastructure/trade/ws-market-depth-feed.adapter';
import { CandlesStore } from '../../presentation/trade/candles.store';
import { OrderBookStore } from '../../presentation/trade/order-book.store';
import { TradingAccountView } from '../../presentation/trade/account/trading-account-view';
import { OrderFormStore } from '../../presentation/trade/order-form/order-form.store';
import { PricePickBus } from '../../presentation/trade/price-pick-bus';
import { PerpFiguresStore } from '../../presentation/trade/perp-figures.store';
import { RecentTradesStore } from '../../presentation/trade/recent-trades.store';
import { SystemStatusStore } from '../../presentation/trade/system-status.store';
import { TradeFreshnessStore } from '../../presentation/trade/trade-freshness.store';
import { TradePreferencesStore } from '../../presentation/trade/trade-preferences.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/**
 * The trade page's market data (issue 13 items 1–2): order book deltas and trades over the one public socket
 * (bound in market.module.ts), the v3 REST calls, the use cases, and the per-panel stores (transient: each
 * panel gets its own, so several books can show side by side). The price-pick bus is one per app.
 * Items 3–6: candles (history + the kline topic), the perpetual figures, the device's trade preferences and the
 * maintenance status (one per app).
 * Issue 14 item 2: the order form (one per app) and placing (stops through the algo call). The form reads
 * `TradingApiPort` and `TradingAccountView`, bound with the account's data layer.
 */
function bindTrade(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, MarketDepthFeedPort, o, WsMarketDepthFeed);
  bindPort(c, PublicMarketApiPort, o, RestPublicMarketApi);
  c.bind(WatchOrderBook).toSelf().inTransientScope();
  c.bind(WatchRecentTrades).toSelf().inTransientScope();
  c.bind(LoadSystemStatus).toSelf().inTransientScope();
  c.bind(OrderBookStore).toSelf().inTransientScope();
  c.bind(RecentTradesStore).toSelf().inTransientScope();
  c.bind(PricePickBus).toSelf().inSingletonScope();
  bindPort(c, TradePreferencesPort, o, LocalStorageTradePreferences);
  c.bind(WatchCandles).toSelf().inTransientScope();
  c.bind(WatchPerpFigures).toSelf().inTransientScope();
  c.bind(CandlesStore).toSelf().inTransientScope();
  c.bind(PerpFiguresStore).toSelf().inTransientScope();
  c.bind(SystemStatusStore).toSelf().inSingletonScope();
  c.bind(TradePreferencesStore).toSelf().inSingletonScope();
  c.bind(TradeFreshnessStore).toSelf().inTransientScope();
  bindPort(c, AlgoOrderApiPort, o, RestAlgoOrderApi);
  // The order form reads the account's data layer: it is offered once TradingApiPort and TradingAccountView are bound
  // (bind them above this line; the signed-in column shows "coming soon" until then).
  if (c.isBound(TradingApiPort) && c.isBound(TradingAccountView)) bindOrderForm(c);
}

/** The order form (one per app) and placing; needs TradingApiPort, TradingAccountView and AlgoOrderApiPort bound. */
export function bindOrderForm(c: Container): void {
  c.bind(PlaceOrder).toSelf().inTransientScope();
  c.bind(OrderFormStore).toSelf().inSingletonScope();
}

export default capabilityModule('trade', bindTrade);
