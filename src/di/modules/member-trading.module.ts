import type { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import { KeepTradingAccount } from '../../application/member-trading/keep-trading-account.use-case';
import { LoadPerpHistory } from '../../application/member-trading/load-perp-history.use-case';
import { LoadTradeHistory } from '../../application/member-trading/load-trade-history.use-case';
import { ManageAlgoOrders } from '../../application/member-trading/manage-algo-orders.use-case';
import { ManageMargin } from '../../application/member-trading/manage-margin.use-case';
import { ManageOrders } from '../../application/member-trading/manage-orders.use-case';
import { NotifyOrderEvents } from '../../application/member-trading/notify-order-events.use-case';
import { PlaceOrder } from '../../application/member-trading/place-order.use-case';
import { OwnOrders } from '../../application/member-trading/own-orders';
import { PlaceScaledOrders } from '../../application/member-trading/place-scaled-orders.use-case';
import { PositionActions } from '../../application/member-trading/position-actions.use-case';
import { AlgoOrderApiPort } from '../../application/member-trading/ports/algo-order-api.port';
import { FillSoundPort } from '../../application/member-trading/ports/fill-sound.port';
import { PerpHistoryApiPort } from '../../application/member-trading/ports/perp-history-api.port';
import { PnlSharePromotionPort } from '../../application/member-trading/ports/pnl-share-promotion.port';
import { PrivateStreamPort } from '../../application/member-trading/ports/private-stream.port';
import { TradingApiPort } from '../../application/member-trading/ports/trading-api.port';
import { absoluteUrl } from '../../infrastructure/config/load-app-config';
import { RestAlgoOrderApi } from '../../infrastructure/member-trading/rest-algo-order-api.adapter';
import { RestPerpHistoryApi } from '../../infrastructure/member-trading/rest-perp-history-api.adapter';
import { RestPnlSharePromotion } from '../../infrastructure/member-trading/rest-pnl-share-promotion.adapter';
import { RestTradingApi } from '../../infrastructure/member-trading/rest-trading-api.adapter';
import { WebAudioFillSound } from '../../infrastructure/member-trading/web-audio-fill-sound.adapter';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { PrivateStreamOptions, PrivateStreamSockets, WsPrivateStream } from '../../infrastructure/member-trading/ws-private-stream.adapter';
import { relayedWebSocketFactory } from '../../infrastructure/websocket/worker-web-socket';
import { AlgoOrdersStore } from '../../presentation/member-trading/account/algo-orders.store';
import { PerpHistoryStore } from '../../presentation/member-trading/account/perp-history.store';
import { PositionActionsStore } from '../../presentation/member-trading/account/position-actions.store';
import { TradeHistoryStore } from '../../presentation/member-trading/account/trade-history.store';
import { TradingAccountView } from '../../presentation/member-trading/account/trading-account-view';
import { TradingAccountStore } from '../../presentation/member-trading/account/trading-account.store';
import { MarginStore } from '../../presentation/member-trading/order-form/margin.store';
import { OrderFormStore } from '../../presentation/member-trading/order-form/order-form.store';
import { ScaledOrderStore } from '../../presentation/member-trading/order-form/scaled-order.store';
import { RouteWarmer } from '../../application/shared/route-warmer';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';
import { bindTradePassword } from './trade-password.bindings';

/**
 * What a signed-in member trades with, loaded only once one is (docs/adr/0012-app-pages-speed.md: a visitor's trade
 * page never downloads it). The v3 trading calls and the private stream (one socket, open while signed in),
 * the account kept from both (one per app, also the order form's `TradingAccountView`), order toasts, the history
 * tables' store, and the order form (one per app; stops through the algo call).
 * Leverage/margin settings (one per app) and their store; item 2: algo orders (TP/SL tab, a
 * position's TP/SL, scaled orders); item 3: funding payments and position history; item 4: position actions and the
 * PnL card's promotion. The trade password before an order.
 */
function bindMemberTrading(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  bindPort(c, TradingApiPort, o, RestTradingApi);
  c.bind(PrivateStreamOptions).toConstantValue({ url: absoluteUrl(config.privateWsUrl, origin, true) });
  bindPort(c, PrivateStreamSockets, o, (ctx) => relayedWebSocketFactory(ctx.get(LoggerPort)));
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
  c.bind(OwnOrders).toSelf().inSingletonScope();
  // The trade password before an order, when the user turned it on in the security centre
  bindTradePassword(c, o);
  c.bind(OrderFormStore).toSelf().inSingletonScope();
  // Position actions (close, close all, reverse) and the PnL card's promotion.
  c.bind(PositionActions).toSelf().inTransientScope();
  bindPort(c, PnlSharePromotionPort, o, RestPnlSharePromotion);
  c.bind(PositionActionsStore).toSelf().inSingletonScope();
  // Funding payments and position history (the bottom panel's tabs)
  bindPort(c, PerpHistoryApiPort, o, RestPerpHistoryApi);
  c.bind(LoadPerpHistory).toSelf().inTransientScope();
  c.bind(PerpHistoryStore).toSelf().inTransientScope();
  // Leverage per symbol, margin modes, the position mode, isolated margin (ADR 0019); the public
  // perpetual calls (PerpInfoApiPort) are the trade module's
  c.bind(ManageMargin).toSelf().inSingletonScope();
  c.bind(MarginStore).toSelf().inSingletonScope();
  // Algo orders (TP/SL tab, a position's TP/SL, scaled orders)
  c.bind(ManageAlgoOrders).toSelf().inTransientScope();
  c.bind(AlgoOrdersStore).toSelf().inSingletonScope();
  c.bind(PlaceScaledOrders).toSelf().inTransientScope();
  c.bind(ScaledOrderStore).toSelf().inSingletonScope();
  // The trade page's account (balances, positions, open orders, the private stream), started as this module is bound
  // for the page's member panels rather than once the order form's chunk has arrived and rendered (runtime.ts)
  c.bind(RouteWarmer).toDynamicValue((ctx): RouteWarmer => ({
    routes: ['trade', 'tradeSymbol'],
    warm: () => ctx.get(TradingAccountStore).start(),
  }));
}

export default capabilityModule('member-trading', bindMemberTrading);
