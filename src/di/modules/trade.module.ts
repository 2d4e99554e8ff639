import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { LoadPerpExtras } from '../../application/trade/load-perp-extras.use-case';
import { LoadSystemStatus } from '../../application/trade/load-system-status.use-case';
import { MarketDepthFeedPort } from '../../application/trade/ports/market-depth-feed.port';
import { PerpInfoApiPort } from '../../application/trade/ports/perp-info-api.port';
import { PublicMarketApiPort } from '../../application/trade/ports/public-market-api.port';
import { WatchCandles } from '../../application/trade/watch-candles.use-case';
import { WatchPerpFigures } from '../../application/trade/watch-perp-figures.use-case';
import { WatchOrderBook } from '../../application/trade/watch-order-book.use-case';
import { WatchRecentTrades } from '../../application/trade/watch-recent-trades.use-case';
import { RestPerpInfoApi } from '../../infrastructure/trade/rest-perp-info-api.adapter';
import { RestPublicMarketApi } from '../../infrastructure/trade/rest-public-market-api.adapter';
import { WsMarketDepthFeed } from '../../infrastructure/trade/ws-market-depth-feed.adapter';
import { CandlesStore } from '../../presentation/trade/candles.store';
import { BOOK_WATCH, OrderBookStore } from '../../presentation/trade/order-book.store';
import { WarmOrderBooks } from '../../application/trade/warm-order-books.use-case';
import { WarmRecentTrades } from '../../application/trade/warm-recent-trades.use-case';
import { RouteWarmer } from '../../application/shared/route-warmer';
import { OwnOrdersSlot } from '../../presentation/trade/own-orders-slot';
import { PerpExtrasStore } from '../../presentation/trade/perp-extras.store';
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
 * The trade page's market data, what a visitor sees: order book deltas and trades over the one
 * public socket (bound in market.module.ts), the v3 REST calls, the use cases, and the per-panel stores (transient:
 * each panel gets its own, so several books can show side by side). The price-pick bus is one per app.
 * Items 3–6: candles (history + the kline topic), the perpetual figures, the device's trade preferences and the
 * maintenance status (one per app). The public perpetual calls (leverage tiers, multiplier,
 * insurance fund) and the market info's extras.
 * What a member trades with is member-trading.module.ts, loaded after sign-in; it fills the own-orders slot (one per
 * app) that the book and the chart read.
 */
function bindTrade(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, MarketDepthFeedPort, o, WsMarketDepthFeed);
  bindPort(c, PublicMarketApiPort, o, RestPublicMarketApi);
  c.bind(WatchOrderBook).toSelf().inTransientScope();
  c.bind(WarmOrderBooks).toSelf().inSingletonScope();
  c.bind(WatchRecentTrades).toSelf().inTransientScope();
  c.bind(WarmRecentTrades).toSelf().inSingletonScope();
  // The trade page's book and tape from the press (or as this module binds for it): their snapshots on the way with
  // the chunks
  c.bind(RouteWarmer).toDynamicValue((ctx): RouteWarmer => ({
    routes: ['tradeSymbol'],
    warm: (params) => {
      if (params.symbol === undefined) return;
      ctx.get(WarmOrderBooks).warm(params.symbol, BOOK_WATCH);
      ctx.get(WarmRecentTrades).warm(params.symbol);
    },
  }));
  c.bind(LoadSystemStatus).toSelf().inTransientScope();
  c.bind(OrderBookStore).toSelf().inTransientScope();
  c.bind(RecentTradesStore).toSelf().inTransientScope();
  c.bind(PricePickBus).toSelf().inSingletonScope();
  c.bind(WatchCandles).toSelf().inTransientScope();
  c.bind(WatchPerpFigures).toSelf().inTransientScope();
  c.bind(CandlesStore).toSelf().inTransientScope();
  c.bind(PerpFiguresStore).toSelf().inTransientScope();
  c.bind(SystemStatusStore).toSelf().inSingletonScope();
  c.bind(TradePreferencesStore).toSelf().inSingletonScope();
  c.bind(TradeFreshnessStore).toSelf().inTransientScope();
  bindPort(c, PerpInfoApiPort, o, RestPerpInfoApi);
  c.bind(LoadPerpExtras).toSelf().inTransientScope();
  c.bind(PerpExtrasStore).toSelf().inSingletonScope();
  c.bind(OwnOrdersSlot).toSelf().inSingletonScope();
}

export default capabilityModule('trade', bindTrade);
