import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ConvertFunds } from '../../application/convert/convert-funds.use-case';
import type { ConvertToken } from '../../application/convert/ports/convert-api.port';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { amountProblem, type AmountProblem } from '../../domain/shared/amount-rule';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import {
  acceptVerdict,
  isExpired,
  secondsLeft,
  type AcceptVerdict,
  type ConvertQuote,
  type ConvertTrade,
  type ConvertTradePage,
} from '../../domain/wallet/convert';
import { TradingAccountView } from '../member-trading/account/trading-account-view';
import { failureCode } from '../shared/failure-code';

/** A refusal to show: the exchange's message, or a failure to reach it (the view translates `unanswered`). */
export type ConvertNotice = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'unanswered' };

const noticeOf = (failure: TradeFailure): ConvertNotice =>
  failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'unanswered' };

export const CONVERT_HISTORY_SIZE = 20;
/** How often the countdown ticks while a quote is shown. */
const TICK_MS = 250;

/** /convert: the pair and amount, the quote with its countdown, accepting it once, the result and the history. */
@injectable()
export class ConvertStore {
  tokens: Loadable<ConvertToken[]> = idle();
  sellToken = 'BTC';
  buyToken = 'USDT';
  amount = '';
  quote: ConvertQuote | undefined = undefined;
  now: number;
  quoting = false;
  accepting = false;
  result: ConvertTrade | undefined = undefined;
  notice: ConvertNotice | undefined = undefined;
  history: Loadable<ConvertTradePage> = idle();
  historyPage = 1;
  private timer: TimerHandle | undefined;

  constructor(
    @inject(ConvertFunds) private readonly convert: ConvertFunds,
    @inject(TradingAccountView) private readonly account: TradingAccountView,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    this.now = clock.now();
    makeObservable<ConvertStore, 'set' | 'tick'>(this, {
      tokens: observableRef,
      sellToken: observable,
      buyToken: observable,
      amount: observable,
      quote: observableRef,
      now: observable,
      quoting: observable,
      accepting: observable,
      result: observableRef,
      notice: observableRef,
      history: observableRef,
      historyPage: observable,
      available: computed,
      amountProblem: computed,
      secondsLeft: computed,
      expired: computed,
      verdict: computed,
      tokenNames: computed,
      setSellToken: action,
      setBuyToken: action,
      setAmount: action,
      swap: action,
      fillMax: action,
      dismissNotice: action,
      set: action,
      tick: action,
    });
  }

  get tokenNames(): string[] {
    return this.tokens.status === 'success' ? this.tokens.value.map((t) => t.token) : [this.sellToken, this.buyToken];
  }

  /** The sell token's available balance (the account store's), '0' when it holds none. */
  get available(): string {
    return this.account.balance(this.sellToken)?.available ?? '0';
  }

  /**
   * The typed amount's problem before asking for a quote: a number with the sell token's decimals, and no more than
   * the available balance (said as "not enough balance", not as the product's maximum).
   */
  get amountProblem(): AmountProblem | undefined {
    const decimals = this.tokens.status === 'success' ? this.tokens.value.find((t) => t.token === this.sellToken)?.decimals : undefined;
    return amountProblem(this.amount, { decimals, available: this.account.balance(this.sellToken) ? this.available : undefined });
  }

  get secondsLeft(): number {
    return this.quote ? secondsLeft(this.quote.expireTimestamp, this.now) : 0;
  }

  get expired(): boolean {
    return this.quote !== undefined && isExpired(this.quote.expireTimestamp, this.now);
  }

  /** Whether the shown quote may be accepted now (expiry, then the available balance of what it sells). */
  get verdict(): AcceptVerdict | undefined {
    if (!this.quote) return undefined;
    return acceptVerdict(this.quote, this.account.balance(this.quote.sellToken)?.available ?? '0', this.now);
  }

  async start(): Promise<void> {
    this.account.start();
    if (this.tokens.status !== 'success') {
      this.set({ tokens: pending() });
      const tokens = await this.convert.tokens();
      this.set({ tokens: tokens.ok ? loaded(tokens.value) : failed(failureCode(tokens.error)) });
    }
    await this.loadHistory(1);
  }

  stop(): void {
    this.stopTimer();
  }

  setSellToken(token: string): void {
    if (token === this.buyToken) this.buyToken = this.sellToken;
    this.sellToken = token;
    this.clearQuote();
  }

  setBuyToken(token: string): void {
    if (token === this.sellToken) this.sellToken = this.buyToken;
    this.buyToken = token;
    this.clearQuote();
  }

  setAmount(amount: string): void {
    this.amount = amount;
    this.clearQuote();
  }

  swap(): void {
    [this.sellToken, this.buyToken] = [this.buyToken, this.sellToken];
    this.clearQuote();
  }

  /** The amount: all of the sell token's available balance. */
  fillMax(): void {
    this.setAmount(this.available);
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /** Asks for a quote of the typed amount (again: a fresh one after expiry). One request at a time. */
  async requestQuote(): Promise<void> {
    if (this.quoting || this.accepting || this.amountProblem) return;
    this.set({ quoting: true, notice: undefined, result: undefined });
    const result = await this.convert.quote(this.sellToken, this.buyToken, this.amount);
    this.set({
      quoting: false,
      ...(result.ok ? { quote: result.value, now: this.clock.now() } : { quote: undefined, notice: noticeOf(result.error) }),
    });
    if (result.ok) this.startTimer();
  }

  /** Accepts the shown quote: once per quote, whatever the clicks; refused locally once expired or short. */
  async accept(): Promise<void> {
    const quote = this.quote;
    if (!quote || this.accepting || this.quoting) return;
    this.tick();
    const verdict = this.verdict;
    if (!verdict || !verdict.ok) {
      if (verdict) this.set({ notice: { kind: 'refused', message: verdict.message } });
      return;
    }
    this.set({ accepting: true, notice: undefined });
    if (!(await this.convert.unlocked())) {
      this.set({ accepting: false });
      return;
    }
    const result = await this.convert.accept(quote.quoteId);
    this.stopTimer();
    this.set({
      accepting: false,
      quote: undefined,
      ...(result.ok ? { result: result.value, amount: '' } : { notice: noticeOf(result.error) }),
    });
    if (result.ok) await this.loadHistory(1);
  }

  async loadHistory(page: number): Promise<void> {
    this.set({ historyPage: page, history: this.history.status === 'success' ? this.history : pending() });
    const result = await this.convert.history(page, CONVERT_HISTORY_SIZE);
    if (this.historyPage === page) this.set({ history: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  private clearQuote(): void {
    this.quote = undefined;
    this.result = undefined;
    this.stopTimer();
  }

  private startTimer(): void {
    this.stopTimer();
    const loop = () => {
      this.tick();
      this.timer = this.expired ? undefined : this.clock.setTimeout(loop, TICK_MS);
    };
    this.timer = this.clock.setTimeout(loop, TICK_MS);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    this.now = this.clock.now();
  }

  private set(
    patch: Partial<
      Pick<ConvertStore, 'tokens' | 'quote' | 'now' | 'quoting' | 'accepting' | 'result' | 'notice' | 'history' | 'historyPage' | 'amount'>
    >,
  ): void {
    Object.assign(this, patch);
  }
}
