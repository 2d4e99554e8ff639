/** The trading engine's calls on its parts (trading-engine.ts builds them): marks, books and rules, balances, margin. */
import type Decimal from 'decimal.js';
import type { FeeRates } from '../../src/domain/trade/orders/fees';
import type { AccountEvents } from './account-events';
import type { AccountState } from './account-state';
import type { TradingEventSink } from './events';
import type { FillBook } from './fill-book';
import type { MarginSettings, PerpTarget } from './margin-settings';
import type { OrderBooks } from './order-books';
import type { LedgerRecord, LedgerType, MarginMode, PositionMode, PositionRecord, PositionSide } from './records';
import type { RiskEngine } from './risk-engine';
import type { SymbolRules } from './rules';
import type { SymbolBook } from './symbol-book';

/**
 * What the trading engine answers and sets through the part that owns it: the private messages and marks
 * (`AccountEvents`), the books and rules (`OrderBooks`), balances, fees and fills (`FillBook`), leverage and margin
 * modes (`MarginSettings`) and a position's ADL quantile (the risk engine). `TradingEngine` extends it with the parts.
 */
export abstract class EngineFacade {
  abstract readonly messages: AccountEvents;
  abstract readonly books: OrderBooks;
  abstract readonly fills: FillBook;
  abstract readonly margin: MarginSettings;
  abstract readonly risk: RiskEngine;

  // messages and marks (account-events.ts)
  get events(): TradingEventSink | undefined {
    return this.messages.events;
  }

  get markOverrides(): Map<string, string> {
    return this.messages.markOverrides;
  }

  /** A position's ADL quantile 1–5 (risk-engine.ts; 1 when flat). */
  adlQuantile(a: AccountState, p: PositionRecord): number {
    return p.holding === '0' ? 1 : this.risk.adlQuantile(a, p.symbol, p.positionSide);
  }

  markPrice(symbol: string): Decimal {
    return this.messages.markPrice(symbol);
  }

  pending(a: AccountState, symbol: string, positionSide?: string): { long: Decimal; short: Decimal } {
    return this.messages.pending(a, symbol, positionSide);
  }

  spotMark(token: string): number {
    return this.messages.spotMark(token);
  }

  touchBalance(a: AccountState, token: string): void {
    this.messages.touchBalance(a, token);
  }

  // books and rules (order-books.ts)
  rules(symbol: string): SymbolRules {
    return this.books.rules(symbol);
  }

  bookOf(symbol: string): SymbolBook {
    return this.books.bookOf(symbol);
  }

  lots(sr: SymbolRules, value: Decimal, unit?: Decimal): number {
    return this.books.lots(sr, value, unit);
  }

  midPrice(book: SymbolBook): Decimal | undefined {
    return this.books.midPrice(book);
  }

  get symbols(): string[] {
    return this.books.symbols;
  }

  // balances, fees and fills (fill-book.ts)
  get accounts(): Map<number, AccountState> {
    return this.fills.accounts;
  }

  get ledger(): FillBook['ledger'] {
    return this.fills.ledger;
  }

  get deposits(): LedgerRecord[] {
    return this.fills.deposits;
  }

  get fees(): FeeRates {
    return this.fills.fees;
  }

  set fees(rates: FeeRates) {
    this.fills.fees = rates;
  }

  available(a: AccountState, token: string): Decimal {
    return this.fills.available(a, token);
  }

  initialMargin(a: AccountState): Decimal {
    return this.fills.initialMargin(a);
  }

  orderMargin(a: AccountState, symbol?: string, leverage?: number): Decimal {
    return this.fills.orderMargin(a, symbol, leverage);
  }

  positionLots(a: AccountState, sr: SymbolRules, symbol: string, positionSide?: PositionSide): number {
    return this.fills.positionLots(a, sr, symbol, positionSide);
  }

  feesOf(a: AccountState): FeeRates {
    return this.fills.feesOf(a);
  }

  adjustBalance(a: AccountState, token: string, amount: Decimal, type: LedgerType, release?: Decimal): void {
    this.fills.adjustBalance(a, token, amount, type, release);
  }

  publishChanges(): void {
    this.messages.publishTouched();
  }

  // leverage, margin modes, position mode (margin-settings.ts)
  leverageOf(userId: number, symbol: string): { symbol: string; marginMode: MarginMode; leverage: number } {
    return this.margin.leverageOf(userId, symbol);
  }

  setLeverage(userId: number, symbol: string, marginMode: MarginMode, leverage: number): void {
    this.margin.setLeverage(userId, symbol, marginMode, leverage);
  }

  setPositionMode(userId: number, mode: PositionMode): void {
    this.margin.setPositionMode(userId, mode);
  }

  adjustIsolatedMargin(
    userId: number,
    symbol: string,
    amount: string,
    action: 'ADD' | 'REDUCE',
    positionSide?: PositionSide,
  ): PositionRecord {
    return this.margin.adjustIsolatedMargin(userId, symbol, amount, action, positionSide);
  }

  perpTarget(a: AccountState, request: Parameters<MarginSettings['perpTarget']>[1]): PerpTarget {
    return this.margin.perpTarget(a, request);
  }
}
