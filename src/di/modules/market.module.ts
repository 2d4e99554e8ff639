import type { Container } from 'inversify';
import { LoadFunding } from '../../application/market/load-funding.use-case';
import { LoadFeeSchedule } from '../../application/market/load-fee-schedule.use-case';
import { FeeScheduleApiPort } from '../../application/market/ports/fee-schedule-api.port';
import { LoadMarketData } from '../../application/market/load-market-data.use-case';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import { FundingApiPort } from '../../application/market/ports/funding-api.port';
import { InstrumentApiPort } from '../../application/market/ports/instrument-api.port';
import { MarketDataApiPort } from '../../application/market/ports/market-data-api.port';
import { MarketFeedPort } from '../../application/market/ports/market-feed.port';
import { StreamConnectionPort } from '../../application/market/ports/stream-connection.port';
import { WatchTickerState } from '../../application/market/watch-ticker-state.use-case';
import { WatchlistsApiPort } from '../../application/account/ports/watchlists-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { TradePreferencesPort } from '../../application/trade/ports/trade-preferences.port';
import { LazyWatchlistsApi } from '../../infrastructure/account/lazy-watchlists-api.adapter';
import { absoluteUrl } from '../../infrastructure/config/load-app-config';
import { RestFundingApi } from '../../infrastructure/market/rest-funding-api.adapter';
import { RestFeeScheduleApi } from '../../infrastructure/market/rest-fee-schedule-api.adapter';
import { RestInstrumentApi } from '../../infrastructure/market/rest-instrument-api.adapter';
import { RestMarketDataApi } from '../../infrastructure/market/rest-market-data-api.adapter';
import { WsMarketFeed } from '../../infrastructure/market/ws-market-feed.adapter';
import { LocalStorageTradePreferences } from '../../infrastructure/trade/local-storage-trade-preferences.adapter';
import { BrowserNetworkSignals } from '../../infrastructure/websocket/browser-network-signals';
import { NetworkSignals } from '../../infrastructure/websocket/network-signals';
import { PublicSocket, PublicSocketOptions } from '../../infrastructure/websocket/public-socket';
import { browserWebSocketFactory, WebSocketFactory } from '../../infrastructure/websocket/websocket-factory';
import { FavouriteMarketsStore } from '../../presentation/favourites/favourite-markets.store';
import { ConnectionStore } from '../../presentation/market/connection.store';
import { TickerStateStore } from '../../presentation/market/ticker-state.store';
import { FundingStore } from '../../presentation/markets/funding.store';
import { FeeScheduleStore } from '../../presentation/markets/fee-schedule.store';
import { MarketReferenceStore } from '../../presentation/markets/market-reference.store';
import { RouteWarmer } from '../../application/shared/route-warmer';
import { MarketsStore } from '../../presentation/markets/markets.store';
import { RegionStore } from '../../presentation/markets/region.store';
import { overrideOf, type Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/** The public market stream: one socket for the whole app, the feed on top, the ticker state store. */
export function bindMarket(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  c.bind(PublicSocketOptions).toConstantValue({ url: absoluteUrl(config.newWsUrl, origin, true), device: 'web' });
  c.bind(WebSocketFactory).toConstantValue(overrideOf(o, WebSocketFactory) ?? browserWebSocketFactory);
  bindPort(c, NetworkSignals, o, BrowserNetworkSignals);
  c.bind(PublicSocket).toSelf().inSingletonScope();
  bindPort(c, StreamConnectionPort, o, (ctx) => ctx.get(PublicSocket));
  bindPort(c, MarketFeedPort, o, WsMarketFeed);
  c.bind(WatchTickerState).toSelf().inTransientScope();
  c.bind(TickerStateStore).toSelf().inSingletonScope();
  c.bind(ConnectionStore).toSelf().inSingletonScope();
  bindPort(c, InstrumentApiPort, o, RestInstrumentApi);
  bindPort(c, FundingApiPort, o, RestFundingApi);
  bindPort(c, MarketDataApiPort, o, RestMarketDataApi);
  c.bind(LoadMarketReference).toSelf().inTransientScope();
  c.bind(LoadFunding).toSelf().inTransientScope();
  c.bind(LoadMarketData).toSelf().inTransientScope();
  c.bind(MarketReferenceStore).toSelf().inSingletonScope();
  c.bind(FundingStore).toSelf().inSingletonScope();
  c.bind(MarketsStore).toSelf().inTransientScope(); // one per page: its search and sort start afresh
  c.bind(RegionStore).toSelf().inSingletonScope();
  bindPort(c, FeeScheduleApiPort, o, RestFeeScheduleApi);
  c.bind(LoadFeeSchedule).toSelf().inTransientScope();
  c.bind(FeeScheduleStore).toSelf().inSingletonScope();
  // the stars of the markets page and the trade page: this device's, or the account's favourites watchlist
  bindPort(c, TradePreferencesPort, o, LocalStorageTradePreferences);
  bindPort(c, WatchlistsApiPort, o, LazyWatchlistsApi);
  c.bind(FavouriteMarketsStore).toSelf().inSingletonScope();
  // the reference (instruments, token names) and region of the markets and trade pages, read on the way there
  c.bind(RouteWarmer).toDynamicValue((ctx): RouteWarmer => ({
    routes: ['markets', 'trade', 'tradeSymbol'],
    warm: () => {
      void ctx.get(MarketReferenceStore).start();
      ctx.get(RegionStore).start();
    },
  }));
}

export default capabilityModule('market', bindMarket);
