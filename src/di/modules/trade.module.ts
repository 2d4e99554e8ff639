import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { KeepTradingAccount } from '../../application/trade/keep-trading-account.use-case';
import { LoadSystemStatus } from '../../application/trade/load-system-status.use-case';
import { PlaceOrder } from '../../application/trade/place-order.use-case';
import { OrderPasswordPort, TradePasswordApiPort } from '../../application/trade/ports/order-password.port';
import { RestTradePasswordApi } from '../../infrastructure/trade/rest-trade-password-api.adapter';
import { TradePasswordStore } from '../../presentation/trade/order-form/trade-password.store';
import { PositionActions } from '../../application/trade/position-actions.use-case';
import { PnlSharePromotionPort } from '../../application/trade/ports/pnl-share-promotion.port';
import { RestPnlSharePromotion } from '../../infrastructure/trade/rest-pnl-share-promotion.adapter';
import { PositionActionsStore } from '../../presentation/trade/account/position-actions.store';
import { ManageAlgoOrders } from '../../application/trade/manage-algo-orders.use-case';
import { PlaceScaledOrders } from '../../application/trade/place-scaled-orders.use-case';
import { AlgoOrdersStore } from '../../presentation/trade/account/algo-orders.store';
import { ScaledOrderStore } from '../../presentation/trade/order-form/scaled-order.store';
import { AlgoOrderApiPort } from '../../application/trade/ports/algo-order-api.port';
import { PerpHistoryApiPort } from '../../application/trade/ports/perp-history-api.port';
import { LoadPerpHistory } from '../../application/trade/load-perp-history.use-case';
import { LoadTradeHistory } from '../../application/trade/load-trade-history.use-case';
import { ManageOrders } from '../../application/trade/manage-orders.use-case';
import { ManageMargin } from '../../application/trade/manage-margin.use-case';
import { PerpInfoApiPort } from '../../application/trade/ports/perp-info-api.port';
import { NotifyOrderEvents } from '../../application/trade/notify-order-events.use-case';
import { FillSoundPort } from '../../application/trade/ports/fill-sound.port';
import { PrivateStreamPort } from '../../application/trade/ports/private-stream.port';
import { TradingApiPort } from '../../application/trade/ports/trading-api.port';
import { MarketDepthFeedPort } from '../../application/trade/ports/market-depth-feed.port';
import { PublicMarketApiPort } from '../../application/trade/ports/public-market-api.port';
import { WatchCandles } from '../../application/trade/watch-candles.use-case';
import { WatchPerpFigures } from '../../application/trade/watch-perp-figures.use-case';
import { WatchOrderBook } from '../../application/trade/watch-order-book.use-case';
import { WatchRecentTrades } from '../../application/trade/watch-recent-trades.use-case';
import { RestAlgoOrderApi } from '../../infrastructure/trade/rest-algo-order-api.adapter';
import { RestPerpHistoryApi } from '../../infrastructure/trade/rest-perp-history-api.adapter';
import { PerpHistoryStore } from '../../presentation/trade/account/perp-history.store';
import { absoluteUrl } from '../../infrastructure/config/load-app-config';
import { RestTradingApi } from '../../infrastructure/trade/rest-trading-api.adapter';
import { RestPerpInfoApi } from '../../infrastructure/trade/rest-perp-info-api.adapter';
import { WebAudioFillSound } from '../../infrastructure/trade/web-audio-fill-sound.adapter';
import { PrivateStreamOptions, WsPrivateStream } from '../../infrastructure/trade/ws-private-stream.adapter';
import { RestPublicMarketApi } from '../../infrastructure/trade/rest-public-market-api.adapter';
import { WsMarketDepthFeed } from '../../infrastructure/trade/ws-market-depth-feed.adapter';
import { TradeHistoryStore } from '../../presentation/trade/account/trade-history.store';
import { TradingAccountStore } from '../../presentation/trade/account/trading-account.store';
import { TradingAccountView } from '../../presentation/trade/account/trading-account-view';
import { CandlesStore } from '../../presentation/trade/candles.store';
import { OrderBookStore } from '../../presentation/trade/order-book.store';
import { OrderFormStore } from '../../presentation/trade/order-form/order-form.store';
import { MarginStore } from '../../presentation/trade/order-form/margin.store';
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
 * Issue 14: the v3 trading calls and the private stream (one socket, open while signed in), the account kept from
 * both (one per app, also the order form's `TradingAccountView`), order toasts, the history tables' store, and the
 * order form (one per app; stops through the algo call).
 * Issue 15 part 1: the leverage tiers and perpetual extras, leverage/margin settings (one per app) and their store.
 */
function bindTrade(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  bindPort(c, MarketDepthFeedPort, o, WsMarketDepthFeed);
  bindPort(c, PublicMarketApiPort, o, RestPublicMarketApi);
  c.bind(WatchOrderBook).toSelf().inTransientScope();
  c.bind(WatchRecentTrades).toSelf().inTransientScope();
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
  bindPort(c, TradingApiPort, o, RestTradingApi);
  c.bind(PrivateStreamOptions).toConstantValue({ url: absoluteUrl(config.privateWsUrl, origin, true) });
  bindPort(c, PrivateStreamPort, o, WsPrivateStream);
  bindPort(c, FillSoundPort, o, WebAudioFillSound);
  c.bind(KeepTradingAccount).toSelf().inSingletonScope();
  c.bind(ManageOrders).toSelf().inTransientScope();
  c.bind(LoadTradeHistory).toSelf().inTransientScope();
  c.bind(NotifyOrderEvents).toSelf().inSingletonScope();
  c.bind(TradingAccountStore).toSelf().inSingletonScope();
  c.bind(TradingAccountView).toService(TradingAccountStore);
  c.bind(TradeHistoryStore).toSelf().inTransientScope();
  bindPort(c, AlgoOrderApiPort, o, RestAlgoOrderApi);
  c.bind(PlaceOrder).toSelf().inTransientScope();
  // issue 17: the trade password before an order, when the user turned it on in the security centre
  bindPort(c, TradePasswordApiPort, o, RestTradePasswordApi);
  c.bind(TradePasswordStore).toSelf().inSingletonScope();
  bindPort(c, OrderPasswordPort, o, (context) => context.get(TradePasswordStore));
  c.bind(OrderFormStore).toSelf().inSingletonScope();
  // Issue 15 item 4: position actions (close, close all, reverse) and the PnL card's promotion.
  c.bind(PositionActions).toSelf().inTransientScope();
  bindPort(c, PnlSharePromotionPort, o, RestPnlSharePromotion);
  c.bind(PositionActionsStore).toSelf().inSingletonScope();
  // issue 15 item 3: funding payments and position history (the bottom panel's tabs)
  bindPort(c, PerpHistoryApiPort, o, RestPerpHistoryApi);
  c.bind(LoadPerpHistory).toSelf().inTransientScope();
  c.bind(PerpHistoryStore).toSelf().inTransientScope();
  // issue 15 part 1: leverage per symbol, margin modes, the position mode, isolated margin (ADR 0019)
  bindPort(c, PerpInfoApiPort, o, RestPerpInfoApi);
  c.bind(ManageMargin).toSelf().inSingletonScope();
  c.bind(MarginStore).toSelf().inSingletonScope();
  // issue 15 item 2: algo orders (TP/SL tab, a position's TP/SL, scaled orders)
  c.bind(ManageAlgoOrders).toSelf().inTransientScope();
  c.bind(AlgoOrdersStore).toSelf().inSingletonScope();
  c.bind(PlaceScaledOrders).toSelf().inTransientScope();
  c.bind(ScaledOrderStore).toSelf().inSingletonScope();
}

export default capabilityModule('trade', bindTrade);
