import { inject, injectable, optional } from 'inversify';
import { action, makeObservable, observable, observableRef } from 'mobx';
import { SessionState } from '../../../application/session/session-state';
import { ClockPort } from '../../../application/shared/ports/clock.port';
import { FrameSchedulerPort } from '../../../application/shared/ports/frame-scheduler.port';
import { KeepTradingAccount } from '../../../application/member-trading/keep-trading-account.use-case';
import { ManageMargin } from '../../../application/member-trading/manage-margin.use-case';
import { ManageOrders, type AmendFailure } from '../../../application/member-trading/manage-orders.use-case';
import { NotifyOrderEvents } from '../../../application/member-trading/notify-order-events.use-case';
import { OwnOrders } from '../../../application/member-trading/own-orders';
import { TradePreferencesPort } from '../../../application/trade/ports/trade-preferences.port';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { LoginState } from '../../../domain/account/account';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { AccountInfo, Balance, ExecutionReport, Position } from '../../../domain/trade/orders/account';
import type { FeeRates } from '../../../domain/trade/orders/fees';
import type { CrossAccount, CrossFigures } from '../../../domain/trade/orders/margin';
import type { LiveFigures, LivePosition } from '../../../domain/trade/perps/live-position';
import { WatchPerpFigures } from '../../../application/trade/watch-perp-figures.use-case';
import { openOrderPrices } from '../../../domain/trade/orders/open-orders';
import type { Order } from '../../../domain/trade/orders/order';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { TickerStateStore } from '../../market/ticker-state.store';
import { AccountFeeRates } from './account-fee-rates';
import { AccountFigures, type PositionRow, type PositionTotals } from './account-figures';
import { AccountViewPace } from './account-view-pace';
import { failureOf, rulesOf, sameOrders, sameSets } from './account-store-helpers';
import type { TradingAccountView } from './trading-account-view';

export { rulesOf } from './account-store-helpers';
export { ACCOUNT_VIEW_MS } from './account-view-pace';

/**
 * The signed-in trading account for the views, one per app: balances, positions, open orders and account info kept by
 * `KeepTradingAccount`, shown at the pace of `AccountViewPace`. Starts with the session, forgets all on log-out.
 */
@injectable()
export class TradingAccountStore implements TradingAccountView {
  ready = false;
  balances: ReadonlyMap<string, Balance> = new Map();
  positions: ReadonlyMap<string, Position> = new Map();
  openOrders: readonly Order[] = [];
  accountInfo: AccountInfo | undefined = undefined;
  error: ErrorCode | undefined = undefined;
  signedIn = false;
  /** Bumped on each order event: history and fills tabs reload when they show. */
  activity = 0;
  thisSymbolOnly = false;
  fillSound: boolean;
  private readonly fees: AccountFeeRates;
  /** Cross margin, live positions, free collateral and equity, from this account's state. */
  private readonly figures: AccountFigures;
  /** Bumped when a symbol's leverage setting loads or changes (`ManageMargin`). */
  private settings = 0;
  private readonly pace: AccountViewPace;
  private pendingActivity = false;
  private pricesCache: { orders: readonly Order[]; symbol: string; value: ReturnType<typeof openOrderPrices> } | undefined;
  /** Whose account is kept: another user signing in starts afresh. */
  private user: string | undefined;
  private started = false;

  constructor(
    @inject(KeepTradingAccount) private readonly keep: KeepTradingAccount,
    @inject(ManageOrders) private readonly manage: ManageOrders,
    @inject(NotifyOrderEvents) private readonly notify: NotifyOrderEvents,
    @inject(SessionState) private readonly session: SessionState,
    @inject(FrameSchedulerPort) frames: FrameSchedulerPort,
    @inject(TradePreferencesPort) private readonly preferences: TradePreferencesPort,
    @inject(MarketReferenceStore) private readonly reference: MarketReferenceStore,
    @inject(TickerStateStore) tickers: TickerStateStore,
    @inject(ManageMargin) private readonly margin: ManageMargin,
    @inject(ClockPort) clock: ClockPort,
    @inject(WatchPerpFigures) perpFigures: WatchPerpFigures,
    @inject(OwnOrders) @optional() private readonly own?: OwnOrders,
  ) {
    this.fillSound = preferences.load().fillSound ?? false;
    this.fees = new AccountFeeRates(
      (symbol) => keep.feeRates(symbol),
      () => this.signedIn,
    );
    this.figures = new AccountFigures(this, tickers, perpFigures);
    this.pace = new AccountViewPace(clock, frames, () => this.sync());
    margin.onChange(action(() => (this.settings += 1)));
    makeObservable<TradingAccountStore, 'sync' | 'onSession' | 'bump' | 'settings'>(this, {
      settings: observable,
      ready: observable,
      balances: observableRef,
      positions: observableRef,
      openOrders: observableRef,
      accountInfo: observableRef,
      error: observable,
      signedIn: observable,
      activity: observable,
      thisSymbolOnly: observable,
      fillSound: observable,
      sync: action,
      onSession: action,
      bump: action,
      setThisSymbolOnly: action,
      setFillSound: action,
    });
  }

  /** Follows the session (idempotent): keeps the account while signed in. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.session.onChange((state) => this.onSession(state));
    this.onSession(this.session.current());
  }

  balance(token: string): { readonly holding: string; readonly frozen: string; readonly available: string } | undefined {
    const b = this.balances.get(token);
    return b ? { holding: b.holding, frozen: b.frozen, available: b.availableBalance } : undefined;
  }

  /** The symbol's one-way position (hedge mode: see `positionsOf`). */
  position(symbol: string): Position | undefined {
    return this.positions.get(symbol);
  }

  /** Every open position of the symbol (one-way: at most one; hedge mode: the long and the short). */
  positionsOf(symbol: string): Position[] {
    return [...this.positions.values()].filter((p) => p.symbol === symbol);
  }

  feeRates(symbol: string): FeeRates | undefined {
    return this.fees.of(symbol);
  }

  /** The symbol's fee rates, asked for when not known yet (`GET /v3/trade/tradingFee`); undefined without an answer. */
  feeRatesNow(symbol: string): Promise<FeeRates | undefined> {
    return this.fees.now(symbol);
  }

  loadFeeRates(symbol: string): void {
    this.fees.load(symbol);
  }

  /** The symbol's leverage: its setting (once loaded), else its position's, else the account's. */
  leverage(symbol: string): string {
    void this.settings;
    return String(this.margin.setting(symbol)?.leverage ?? this.positionsOf(symbol)[0]?.leverage ?? this.accountInfo?.leverage ?? 1);
  }

  /** Open orders, of `symbol` only when the toggle is on. */
  visibleOrders(symbol: string): readonly Order[] {
    return this.thisSymbolOnly ? this.openOrders.filter((o) => o.symbol === symbol) : this.openOrders;
  }

  /** Prices of this symbol's open orders per side (the book marks them; the chart draws them). */
  orderPrices(symbol: string): ReturnType<typeof openOrderPrices> {
    // The book asks on every frame: answer from the last list while the orders have not changed.
    const cached = this.pricesCache;
    if (cached && cached.orders === this.openOrders && cached.symbol === symbol) return cached.value;
    const fresh = openOrderPrices(this.openOrders, symbol);
    // Same prices as before (a fill of a market order, a partial fill): the same object, so views keyed on it skip work.
    const value = cached && cached.symbol === symbol && sameSets(cached.value, fresh) ? cached.value : fresh;
    this.pricesCache = { orders: this.openOrders, symbol, value };
    return value;
  }

  /** The cross-margin account as the exchange counts it, at the live marks (`AccountFigures.crossAccount`). */
  get crossAccount(): CrossAccount {
    return this.figures.crossAccount;
  }

  get cross(): CrossFigures {
    return this.figures.cross;
  }

  /** Unrealised PnL and initial margin of every perpetual position, cross and isolated, at the live marks. */
  get positionTotals(): PositionTotals {
    return this.figures.positionTotals;
  }

  /** Every perpetual position at the live marks, cross and isolated. */
  get marginPositions(): readonly LivePosition[] {
    return this.figures.marginPositions;
  }

  positionRows(): PositionRow[] {
    return this.figures.positionRows();
  }

  /** What new perpetual orders may use, at the live marks; undefined until the account has loaded. */
  get freeCollateral(): string | undefined {
    return this.figures.freeCollateral;
  }

  /** A position's figures at the live mark (its key: `positionKey`). */
  liveFigures(key: string): LiveFigures | undefined {
    return this.figures.liveFigures(key);
  }

  /** Equity in USDT: every holding at its spot price against USDT, plus unrealised PnL. */
  get equity(): string {
    return this.figures.equity;
  }

  setThisSymbolOnly(value: boolean): void {
    this.thisSymbolOnly = value;
  }

  setFillSound(on: boolean): void {
    this.fillSound = on;
    this.preferences.save({ fillSound: on });
  }

  cancel(order: Order): Promise<TradeFailure | undefined> {
    return this.manage.cancel(order).then(failureOf);
  }

  cancelAll(symbol?: string): Promise<TradeFailure | undefined> {
    return this.manage.cancelAll(symbol).then(failureOf);
  }

  amend(order: Order, change: { readonly price?: string; readonly quantity?: string }): Promise<AmendFailure | undefined> {
    const instrument = this.reference.instrument(order.symbol);
    return this.manage.amend(order, change, instrument ? rulesOf(instrument) : undefined).then(failureOf);
  }

  closePosition(position: Position): Promise<TradeFailure | undefined> {
    return this.manage.closePosition(position).then(failureOf);
  }

  reload(): Promise<void> {
    return this.keep.reload();
  }

  private onSession(state: LoginState): void {
    const signedIn = state.status === 'loggedIn';
    const user = state.status === 'loggedIn' ? state.account.userId : undefined;
    if (signedIn === this.signedIn && user === this.user) return;
    this.signedIn = signedIn;
    this.user = user;
    if (signedIn) {
      this.fees.clear();
      this.keep.start({ changed: (streamed) => this.scheduleSync(false, streamed), report: (report) => this.onReport(report) });
    } else {
      this.keep.stop();
      this.notify.clear();
      this.fees.clear();
      this.sync();
    }
  }

  /** A report of an order this app just sent shows at the next frame (OwnOrders); the others at the streams' pace. */
  private onReport(report: ExecutionReport): void {
    this.notify.report(report);
    this.scheduleSync(true, true, this.own?.answered(report.clientOrderId) ?? false);
  }

  private scheduleSync(activity = false, streamed = false, soon = false): void {
    this.pendingActivity ||= activity;
    this.pace.request(streamed, soon);
  }

  /** Balances, positions and account info: at once after a quiet window, else at the end of the window. */
  private syncAccount(s: ReturnType<KeepTradingAccount['state']>): void {
    if (s.balances === this.balances && s.positions === this.positions && s.accountInfo === this.accountInfo) return;
    if (!this.pace.mayShow(s.loaded && this.ready)) return;
    this.balances = s.balances;
    const positionsChanged = s.positions !== this.positions;
    this.positions = s.positions;
    this.accountInfo = s.accountInfo;
    if (positionsChanged) this.figures.followMarks();
  }

  private bump(): void {
    this.activity += 1;
  }

  private sync(): void {
    const s = this.keep.state();
    this.ready = s.loaded;
    this.syncAccount(s);
    // A market order's NEW and FILLED in one frame leave the list as it was: keep the same array, so the open-orders
    // table (1,000 rows) does not render again for it.
    if (!sameOrders(this.openOrders, s.openOrders)) this.openOrders = s.openOrders;
    this.error = s.error;
    if (this.pendingActivity) {
      this.pendingActivity = false;
      this.bump();
    }
  }
}
