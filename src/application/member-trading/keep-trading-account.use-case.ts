import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import { fromExchangeCode } from '../../domain/shared/exchange-error';
import type { AccountInfo, Balance, ExecutionReport, Position } from '../../domain/trade/orders/account';
import type { FeeRates } from '../../domain/trade/orders/fees';
import { applyExecutionReport, versionVerdict } from '../../domain/trade/orders/open-orders';
import type { Order } from '../../domain/trade/orders/order';
import { parsePositionKey, positionKey } from '../../domain/trade/perps/leverage';
import { SessionExpiryWatcher } from '../auth/session-expiry-watcher';
import { LoggerPort } from '../shared/ports/logger.port';
import type { Unsubscribe } from '../shared/token';
import { PrivateStreamPort, type StreamBalance, type StreamPosition } from './ports/private-stream.port';
import { TradingApiPort } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/** The signed-in trading account as REST and the private stream tell it. */
export interface TradingAccountState {
  readonly loaded: boolean;
  readonly balances: ReadonlyMap<string, Balance>;
  readonly positions: ReadonlyMap<string, Position>;
  /** Status INCOMPLETE (NEW and PARTIAL_FILLED), newest first. */
  readonly openOrders: readonly Order[];
  readonly accountInfo: AccountInfo | undefined;
  /** Set when the last reload failed (the state shown is the last good one). */
  readonly error: ErrorCode | undefined;
}

export interface TradingAccountListener {
  /** The state changed (called synchronously; the store batches per frame); `streamed`: by a stream message alone. */
  changed(streamed?: boolean): void;
  /** Every execution report, after it was applied (toasts, fill rows, history refresh). */
  report?(report: ExecutionReport): void;
}

export const EMPTY_ACCOUNT: TradingAccountState = {
  loaded: false,
  balances: new Map(),
  positions: new Map(),
  openOrders: [],
  accountInfo: undefined,
  error: undefined,
};
/** The open-orders list is read in pages of 500 (the exchange's maximum); more than this many open orders is not shown. */
const OPEN_ORDER_PAGE = 500;
const MAX_OPEN_PAGES = 10;

type Pending =
  | { readonly topic: 'executionreport'; readonly report: ExecutionReport }
  | { readonly topic: 'balance'; readonly entries: Readonly<Record<string, StreamBalance>> }
  | { readonly topic: 'position'; readonly entries: Readonly<Record<string, StreamPosition>> };

/**
 * Keeps the trading account: loads balances, positions, open orders and account info from REST, applies
 * the private stream's messages, and reloads from REST after every (re)connect and whenever a topic's `version`
 * skips one. Messages that arrive during a reload are held and applied on top of the reloaded state.
 */
@injectable()
export class KeepTradingAccount {
  private current: TradingAccountState = EMPTY_ACCOUNT;
  private listener: TradingAccountListener | undefined;
  private stopStream: Unsubscribe | undefined;
  private versions: { balance?: number; position?: number } = {};
  private loading: Promise<void> | undefined;
  private reloadAgain = false;
  private held: Pending[] = [];
  private generation = 0;
  /** How many reloads a version gap caused (observability and tests). */
  gapReloads = 0;

  constructor(
    @inject(TradingApiPort) private readonly api: TradingApiPort,
    @inject(PrivateStreamPort) private readonly stream: PrivateStreamPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
    @inject(SessionExpiryWatcher) private readonly sessions: SessionExpiryWatcher,
  ) {}

  state(): TradingAccountState {
    return this.current;
  }

  /**
   * Starts keeping the account (the user is signed in). The first load waits for the stream's first `resynced` (it
   * comes once the stream is subscribed, or soon without it): read after the subscription, the snapshot misses nothing
   * and is read once, not once at start and again when the stream authenticates.
   */
  start(listener: TradingAccountListener): void {
    this.stop();
    this.listener = listener;
    this.stopStream = this.stream.watch({
      executionReport: (report) => this.onMessage({ topic: 'executionreport', report }),
      balances: (entries) => this.onMessage({ topic: 'balance', entries }),
      positions: (entries) => this.onMessage({ topic: 'position', entries }),
      resynced: () => void this.reload(),
      sessionEnded: () => this.sessions.endedByExchange(),
    });
  }

  /** Signed out: forget everything and close the stream. */
  stop(): void {
    this.stopStream?.();
    this.stopStream = undefined;
    this.listener = undefined;
    this.generation += 1;
    this.current = EMPTY_ACCOUNT;
    this.versions = {};
    this.held = [];
    this.loading = undefined;
    this.reloadAgain = false;
  }

  /** The symbol's maker/taker rates (bps); undefined when the call failed. */
  async feeRates(symbol: string): Promise<FeeRates | undefined> {
    const result = await this.api.tradingFee(symbol);
    return result.ok ? result.value : undefined;
  }

  /** Reloads everything from REST; a reload asked for while one runs runs once more after it. */
  reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.versions = {};
    const generation = this.generation;
    this.loading = this.load(generation).finally(() => {
      if (generation !== this.generation) return;
      this.loading = undefined;
      if (this.reloadAgain) {
        this.reloadAgain = false;
        void this.reload();
      } else {
        this.replayHeld();
      }
    });
    return this.loading;
  }

  private async load(generation: number): Promise<void> {
    const [balances, positions, orders, info] = await Promise.all([
      this.api.balances(),
      this.api.positions(),
      this.openOrders(),
      this.api.accountInfo(),
    ]);
    if (generation !== this.generation) return;
    const failure = [balances, positions, orders, info].find((r) => !r.ok);
    if (failure && !failure.ok) {
      this.logger.warn('Trading account could not be loaded', failure.error);
      this.set({ ...this.current, error: errorOf(failure.error) });
      return;
    }
    if (!balances.ok || !positions.ok || !orders.ok || !info.ok) return;
    this.set({
      loaded: true,
      balances: new Map(balances.value.map((b) => [b.token, b])),
      positions: new Map(
        positions.value.filter((p) => !new Decimal(p.holding).isZero()).map((p) => [positionKey(p.symbol, p.positionSide), p]),
      ),
      openOrders: [...orders.value].sort((a, b) => b.createdTime - a.createdTime),
      accountInfo: info.value,
      error: undefined,
    });
  }

  private async openOrders() {
    const rows: Order[] = [];
    for (let page = 1; page <= MAX_OPEN_PAGES; page++) {
      const result = await this.api.orders({ status: 'INCOMPLETE', page, size: OPEN_ORDER_PAGE });
      if (!result.ok) return result;
      rows.push(...result.value.rows);
      if (rows.length >= result.value.total || result.value.rows.length < OPEN_ORDER_PAGE) break;
    }
    return { ok: true as const, value: rows };
  }

  private onMessage(message: Pending): void {
    if (!this.listener) return;
    if (this.loading) {
      this.held.push(message);
      return;
    }
    this.apply(message);
  }

  private replayHeld(): void {
    const held = this.held;
    this.held = [];
    for (const message of held) this.apply(message);
  }

  private apply(message: Pending): void {
    if (message.topic === 'executionreport') {
      // a stream message like the balances': the account's figures keep their pace (open orders follow every frame)
      this.set({ ...this.current, openOrders: applyExecutionReport(this.current.openOrders, message.report) }, true);
      this.listener?.report?.(message.report);
      return;
    }
    const first = Object.values(message.entries)[0];
    if (!first) return;
    const verdict = versionVerdict(this.versions[message.topic], first.version);
    if (verdict === 'stale') return;
    if (verdict === 'gap') {
      this.logger.info(`Private stream: ${message.topic} version ${first.version} after ${this.versions[message.topic]}, reloading`);
      this.gapReloads += 1;
      void this.reload();
      return;
    }
    this.versions[message.topic] = first.version;
    if (message.topic === 'balance') this.applyBalances(message.entries);
    else this.applyPositions(message.entries);
  }

  private applyBalances(entries: Readonly<Record<string, StreamBalance>>): void {
    const balances = new Map(this.current.balances);
    for (const [token, entry] of Object.entries(entries)) {
      const available = new Decimal(entry.holding).minus(entry.frozen).toFixed();
      balances.set(token, {
        token,
        holding: entry.holding,
        frozen: entry.frozen,
        availableBalance: available,
        timestamp: balances.get(token)?.timestamp ?? 0,
      });
    }
    this.set({ ...this.current, balances }, true);
  }

  private applyPositions(entries: Readonly<Record<string, StreamPosition>>): void {
    const positions = new Map(this.current.positions);
    for (const [wireKey, entry] of Object.entries(entries)) {
      // hedge mode: `PERP_X_USDT:LONG` / `:SHORT`; the entry's own symbol and side win over the key's
      const parsed = parsePositionKey(wireKey);
      const symbol = entry.symbol ?? parsed.symbol;
      const positionSide = entry.positionSide ?? parsed.positionSide;
      const key = positionKey(symbol, positionSide);
      if (new Decimal(entry.holding).isZero()) {
        positions.delete(key);
        continue;
      }
      const before = positions.get(key);
      positions.set(key, {
        symbol,
        holding: entry.holding,
        averageOpenPrice: entry.averageOpenPrice,
        markPrice: entry.markPrice,
        pendingLongQty: before?.pendingLongQty ?? '0',
        pendingShortQty: before?.pendingShortQty ?? '0',
        estLiqPrice: before?.estLiqPrice ?? '0',
        pnl24H: before?.pnl24H ?? '0',
        fee24H: before?.fee24H ?? '0',
        settlePrice: before?.settlePrice ?? '0',
        marginMode: entry.marginMode ?? before?.marginMode ?? 'CROSS',
        leverage: entry.leverage ?? before?.leverage ?? this.current.accountInfo?.leverage ?? 1,
        timestamp: before?.timestamp ?? 0,
        adlQuantile: entry.adlQuantile ?? before?.adlQuantile,
        positionSide,
        isolatedMarginAmount: entry.isolatedMargin ?? before?.isolatedMarginAmount ?? '0',
      });
    }
    this.set({ ...this.current, positions }, true);
  }

  private set(state: TradingAccountState, streamed = false): void {
    this.current = state;
    this.listener?.changed(streamed);
  }
}

function errorOf(failure: TradeFailure): ErrorCode {
  return failure.kind === 'unanswered' ? failure.error : fromExchangeCode(failure.code);
}
