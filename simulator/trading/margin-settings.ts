import Decimal from 'decimal.js';
import type { OrderRequest } from '../../src/domain/trade/orders/order';
import { OrderRefusalCode } from '../../src/domain/trade/orders/order-validation';
import { refusal } from '../../src/domain/shared/refusal';
import { leverageChangeVerdict, maxNotionalFor, maxRemovableMargin, positionTarget } from '../../src/domain/trade/perps/leverage';
import { ApiError, ErrorCodes } from '../http/api-error';
import { englishRefusal } from '../http/refusal-english';
import { positionKey, type AccountState } from './account-state';
import type { AccountEvents } from './account-events';
import type { MarketEngine } from '../market/market-engine';
import type { TradingWriter } from './writer';
import type { MarginMode, PositionMode, PositionRecord, PositionSide } from './records';
import type { SymbolRules } from './rules';
import type { SymbolBook } from './symbol-book';

/** "Rejected by an internal module" (trading-engine's TradeCodes.Rejected; repeated here to avoid a cycle). */
const REJECTED = -1012;
const refuse = (code: number, message: string): ApiError => new ApiError(code, message);
const money = (d: Decimal): string => d.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);

/** What a perpetual order acts on (`perpTarget`). */
export interface PerpTarget {
  readonly positionSide: PositionSide;
  readonly marginMode: MarginMode;
  /** A hedge-mode closing order (SELL LONG, BUY SHORT): it only ever reduces its position. */
  readonly closes: boolean;
}

/** What the margin settings use of the engine. */
export interface MarginHost {
  readonly market: MarketEngine;
  readonly writer: TradingWriter;
  /** How many perpetual algo orders of an account wait for their trigger (algo-orders.ts; none before they connect). */
  waitingPerpAlgos(userId: number): number;
  account(userId: number): AccountState;
  rules(symbol: string): SymbolRules;
  available(a: AccountState, token: string): Decimal;
  orderMargin(a: AccountState, symbol?: string, leverage?: number): Decimal;
  midPrice(book: SymbolBook): Decimal | undefined;
}

/**
 * Leverage per symbol, margin modes (cross / isolated), isolated margin and the position mode (ADR 0019): the
 * `PUT /v3/futures/leverage`, `PUT /v3/futures/positionMode` and `POST /v3/account/isolatedMargin/margin` calls, and
 * the checks a perpetual order passes (position side, margin mode, the leverage tier's position cap).
 */
export class MarginSettings {
  constructor(
    private readonly host: MarginHost,
    private readonly messages: AccountEvents,
  ) {}

  private get writer(): TradingWriter {
    return this.host.writer;
  }

  /** `GET /v3/futures/leverage`: the symbol's margin mode and leverage. */
  leverageOf(userId: number, symbol: string): { symbol: string; marginMode: MarginMode; leverage: number } {
    this.perpRules(symbol);
    return { symbol, ...this.host.account(userId).setting(symbol) };
  }

  /**
   * Sets a symbol's leverage and margin mode. The mode changes only while the symbol has no position and no open
   * order; the leverage only as `leverageChangeVerdict` allows (the new initial margin covered).
   */
  setLeverage(userId: number, symbol: string, marginMode: MarginMode, leverage: number): void {
    const sr = this.perpRules(symbol);
    const a = this.host.account(userId);
    const current = a.setting(symbol);
    const positions = a.openPositions(symbol);
    const busy = positions.length > 0 || [...a.open.values()].some((e) => e.record.symbol === symbol);
    if (marginMode !== current.marginMode && busy) {
      throw refuse(REJECTED, `marginMode: ${englishRefusal(refusal('margin.modeLocked', { symbol }))}`);
    }
    let notional = new Decimal(0);
    let isolated = new Decimal(0);
    for (const p of positions) {
      notional = notional.plus(new Decimal(p.holding).abs().times(this.messages.markPrice(symbol)));
      isolated = isolated.plus(p.isolatedMargin);
    }
    const orderNotional = this.host.orderMargin(a, symbol, 1);
    const verdict = leverageChangeVerdict({
      marginMode,
      current: current.leverage,
      next: leverage,
      tiers: sr.tiers,
      positionNotional: notional.toFixed(),
      orderNotional: orderNotional.toFixed(),
      freeCollateral: this.host.available(a, 'USDT').toFixed(),
      isolatedMargin: isolated.toFixed(),
    });
    if (!verdict.allowed)
      throw refuse(verdict.reason === 'range' ? ErrorCodes.InvalidParameter : REJECTED, `leverage: ${englishRefusal(verdict.refusal)}`);
    a.symbolSettings.set(symbol, { leverage, marginMode });
    this.writer.setting(a, symbol);
    for (const p of a.positions.values()) {
      if (p.symbol !== symbol) continue;
      Object.assign(p, { leverage, marginMode });
      if (p.holding !== '0') this.messages.touchPosition(a, positionKey(symbol, p.positionSide));
    }
    this.messages.touchBalance(a, 'USDT');
    this.messages.publishTouched();
  }

  /**
   * One-way or hedge mode, for the whole account: refused while it holds a perpetual position, an open perpetual order
   * or a waiting perpetual algo order (which would fire on the other mode's sides).
   */
  setPositionMode(userId: number, mode: PositionMode): void {
    const a = this.host.account(userId);
    if (a.positionMode === mode) return;
    if (
      a.openPositions().length > 0 ||
      [...a.open.values()].some((e) => e.record.symbol.startsWith('PERP_')) ||
      this.host.waitingPerpAlgos(userId) > 0
    ) {
      throw refuse(REJECTED, `positionMode: ${englishRefusal(refusal('position.modeLocked'))}`);
    }
    for (const [key, p] of a.positions) if (p.holding === '0') a.positions.delete(key);
    a.positionMode = mode;
    this.writer.account(a);
  }

  /**
   * Adds USDT from the cross collateral to an isolated position's margin, or takes some back (never below the
   * initial margin at the mark). A refusal names the maximum.
   */
  adjustIsolatedMargin(
    userId: number,
    symbol: string,
    amount: string,
    action: 'ADD' | 'REDUCE',
    positionSide?: PositionSide,
  ): PositionRecord {
    this.perpRules(symbol);
    const a = this.host.account(userId);
    const candidates = a
      .openPositions(symbol)
      .filter((p) => p.marginMode === 'ISOLATED' && (positionSide === undefined || p.positionSide === positionSide));
    if (candidates.length === 0) throw refuse(ErrorCodes.NotFound, `symbol: no isolated ${symbol} position`);
    if (candidates.length > 1)
      throw refuse(ErrorCodes.InvalidParameter, 'positionSide: LONG or SHORT is required with two isolated positions');
    const p = candidates[0];
    const value = new Decimal(amount);
    if (value.lte(0)) throw refuse(ErrorCodes.InvalidParameter, 'adjustAmount: must be more than 0');
    if (action === 'ADD') {
      const free = this.host.available(a, 'USDT');
      if (value.gt(free)) throw refuse(OrderRefusalCode.InsufficientFunds, `adjustAmount: at most ${money(free)} USDT can be added`);
      p.isolatedMargin = new Decimal(p.isolatedMargin).plus(value).toFixed();
    } else {
      const notional = new Decimal(p.holding).abs().times(this.messages.markPrice(symbol));
      const max = new Decimal(maxRemovableMargin(p.isolatedMargin, notional.toFixed(), p.leverage));
      if (value.gt(max)) throw refuse(REJECTED, `adjustAmount: at most ${money(max)} USDT can be removed`);
      p.isolatedMargin = new Decimal(p.isolatedMargin).minus(value).toFixed();
    }
    this.messages.touchPosition(a, positionKey(symbol, p.positionSide));
    this.messages.touchBalance(a, 'USDT');
    this.messages.publishTouched();
    return p;
  }

  /**
   * Which position a perpetual order acts on and with what margin mode. An order's marginMode that differs from the
   * symbol's switches it while the symbol is flat without orders, and is refused otherwise.
   */
  perpTarget(a: AccountState, request: OrderRequest & { marginMode?: MarginMode; positionSide?: PositionSide }): PerpTarget {
    const target = positionTarget(a.positionMode, request.side, request.positionSide);
    if (!target.ok) throw refuse(ErrorCodes.InvalidParameter, `positionSide: ${englishRefusal(target.refusal)}`);
    const setting = a.setting(request.symbol);
    const marginMode = request.marginMode ?? setting.marginMode;
    if (marginMode !== setting.marginMode) {
      if (a.openPositions(request.symbol).length > 0 || [...a.open.values()].some((e) => e.record.symbol === request.symbol)) {
        throw refuse(REJECTED, `marginMode: ${request.symbol} is ${setting.marginMode} while it has a position or open orders`);
      }
      a.symbolSettings.set(request.symbol, { leverage: setting.leverage, marginMode });
      this.writer.setting(a, request.symbol);
    }
    return { positionSide: target.positionSide, marginMode, closes: target.closes };
  }

  /**
   * The leverage tier's cap: the position's size on the order's side, its open orders on that side and the order,
   * at the order's price (or the mid), may not pass the largest notional the symbol's leverage allows.
   */
  checkTierCap(a: AccountState, sr: SymbolRules, book: SymbolBook, request: OrderRequest, positionSide: PositionSide, lots: number): void {
    const leverage = a.setting(request.symbol).leverage;
    const cap = maxNotionalFor(sr.tiers, leverage);
    if (cap === undefined) return;
    const price = request.price !== undefined ? new Decimal(request.price) : this.host.midPrice(book);
    if (price === undefined) return;
    const isBid = request.side === 'BUY';
    const holding = new Decimal(a.positions.get(positionKey(request.symbol, positionSide))?.holding ?? 0);
    const pending = this.messages.pending(a, request.symbol, positionSide);
    const size = Decimal.max(0, isBid ? holding : holding.neg())
      .plus(isBid ? pending.long : pending.short)
      .plus(sr.step.times(lots));
    if (size.times(price).gt(cap)) {
      throw refuse(OrderRefusalCode.QuantityTooHigh, `quantity: the position may not pass ${cap} USDT at ${leverage}x (leverage tier cap)`);
    }
  }

  private perpRules(symbol: string): SymbolRules {
    if (!this.host.market.has(symbol)) throw refuse(ErrorCodes.InvalidParameter, `symbol: unknown ${symbol}`);
    const sr = this.host.rules(symbol);
    if (!sr.perp) throw refuse(ErrorCodes.InvalidParameter, `symbol: ${symbol} is not a perpetual`);
    return sr;
  }
}
