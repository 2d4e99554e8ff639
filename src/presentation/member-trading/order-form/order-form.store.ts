import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { PlaceOrder } from '../../../application/member-trading/place-order.use-case';
import { TradePreferencesPort } from '../../../application/trade/ports/trade-preferences.port';
import { isPerpSymbol, symbolTokens, type OrderSide } from '../../../domain/trade/orders/order';
import {
  buildRequest,
  floorToStep,
  maxQuantity,
  percentOfMax,
  stepPrice,
  tradingRulesOf,
  type FormOrderKind,
  type FormRequest,
  type FormSizeUnit,
  type OrderFormState,
  type SizingContext,
  type TimeInForce,
} from '../../../domain/trade/orders/order-form';
import type { FormRefusal, OrderSummary } from '../../../domain/trade/orders/order-summary';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';
import { TradingAccountView } from '../account/trading-account-view';
import { PricePickBus } from '../../trade/price-pick-bus';
import { HedgeChoice } from './hedge-choice';
import type { TpSlPlan } from '../../../domain/trade/algo/algo-form';
import { AlgoFormFields } from './order-form-algo';
import {
  convertedSize,
  midOf,
  referencePriceOf,
  slotMessage,
  type FormMarket,
  type FormSlot,
  type SlotMessage,
} from './order-form-context';
import { OrderSubmission } from './order-submission';
import { plainStateOf, sizeAtPercent, sizingOf, tpSlPlanOf } from './order-form-fields';
import { OrderFormChecks } from './order-form-checks';
import { FormPricePicks } from './order-form-picks';

/**
 * The order form (one per app): the user's choices, the live summary and client checks from the domain rules, and
 * placing through `PlaceOrder` (pending until the exchange answers; a refusal goes next to its field).
 */
@injectable()
export class OrderFormStore {
  market: FormMarket | undefined = undefined;
  side: OrderSide = 'BUY';
  kind: FormOrderKind = 'LIMIT';
  price = '';
  triggerPrice = '';
  size = '';
  sizeUnit: FormSizeUnit = 'base';
  timeInForce: TimeInForce = 'GTC';
  reduceOnly = false;
  hidden = false;
  /** A submit was tried: client refusals show on every field from now on. */
  attempted = false;
  /** Placing, the confirmation step, the exchange's answer. */
  readonly submission: OrderSubmission;
  /** Hedge mode: open or close the long or the short (orders carry positionSide). */
  readonly hedge: HedgeChoice = new HedgeChoice(this);
  readonly algo = new AlgoFormFields(() => this.edited());
  /** The live summary, the client check and whether the form may submit. */
  readonly checks: OrderFormChecks = new OrderFormChecks(this);
  /** The book's clicks: a level picked on the form's symbol sets its limit price. */
  private readonly picks: FormPricePicks;

  constructor(
    @inject(TradingAccountView) readonly account: TradingAccountView,
    @inject(PlaceOrder) placeOrder: PlaceOrder,
    @inject(PricePickBus) pickBus: PricePickBus,
    @inject(TradePreferencesPort) prefs: TradePreferencesPort,
  ) {
    this.submission = new OrderSubmission(placeOrder, prefs, () => this.placed());
    this.picks = new FormPricePicks(pickBus, this);
    // Fields observable, getters computed, methods actions; these are plain references. The summary and the client
    // check read the checks' computeds (compared by value: a fill or a book frame that leaves them the same renders nothing).
    makeAutoObservable<OrderFormStore, 'picks'>(this, {
      summary: false,
      clientRefusal: false,
      market: observableRef,
      submission: false,
      hedge: false,
      checks: false,
      picks: false,
      account: false,
      algo: false,
    });
  }

  /** The market the form trades; a new symbol clears the form. Listens to book clicks (a pick sets the limit price). */
  attach(market: FormMarket): void {
    const changed = this.market?.symbol !== market.symbol;
    this.market = market;
    if (changed) {
      this.price = this.triggerPrice = this.size = '';
      this.reduceOnly = this.attempted = false;
      this.submission.clear();
      this.algo.reset();
      this.account.loadFeeRates(market.symbol);
    }
    this.picks.listen();
  }

  dispose(): void {
    this.picks.dispose();
  }

  get symbol(): string {
    return this.market?.symbol ?? '';
  }

  get tokens(): { readonly base: string; readonly quote: string } {
    return symbolTokens(this.symbol);
  }

  get perp(): boolean {
    return isPerpSymbol(this.symbol);
  }

  get rules(): TradingRules | undefined {
    const info = this.market?.instrument();
    return info ? tradingRulesOf(info) : undefined;
  }

  get midPrice(): string | undefined {
    return midOf(this.market?.book());
  }

  /** The price market orders are sized and valued at: the best opposite level, else the mid. */
  get referencePrice(): string | undefined {
    return referencePriceOf(this.market, this.side, this.midPrice);
  }

  get state(): OrderFormState {
    return { ...plainStateOf(this), tpSl: this.tpSl?.children };
  }

  /** The TP/SL section's children and figures (LIMIT and MARKET on perpetuals, when switched on; not a hedge-mode close). */
  get tpSl(): TpSlPlan | undefined {
    return tpSlPlanOf(
      this,
      this.rules,
      () => this.referencePrice,
      () => this.account.leverage(this.symbol),
    );
  }

  get request(): FormRequest | undefined {
    return this.rules ? buildRequest(this.state, this.rules, this.referencePrice) : undefined;
  }

  get summary(): OrderSummary | undefined {
    return this.checks.summary;
  }

  get clientRefusal(): FormRefusal | undefined {
    return this.checks.clientRefusal;
  }

  /** The refusal to show in `slot`: the exchange's answer, else the client check once the user has typed a size or submitted. */
  message(slot: FormSlot): SlotMessage | undefined {
    return slotMessage(slot, this.submission.refusal, this.attempted || this.size.trim() !== '' ? this.clientRefusal : undefined);
  }

  get sizing(): SizingContext | undefined {
    return sizingOf(this, this.rules, this.account, () => this.referencePrice);
  }

  get max(): string | undefined {
    return this.sizing && maxQuantity(this.sizing);
  }

  /** The size as a share of the maximum, for the slider. */
  get percent(): number {
    const request = this.request;
    const quantity = request?.kind === 'algo' ? request.order.quantity : request?.order.quantity;
    return percentOfMax(quantity, this.max);
  }

  get ready(): boolean {
    return this.account.ready && this.rules !== undefined;
  }

  private edited(): void {
    this.submission.clear();
  }

  setSide(side: OrderSide): void {
    this.side = side;
    this.edited();
  }

  setKind(kind: FormOrderKind): void {
    this.kind = kind;
    this.edited();
  }

  setPrice(price: string): void {
    this.price = price;
    this.edited();
  }

  setTriggerPrice(price: string): void {
    this.triggerPrice = price;
    this.edited();
  }

  setSize(size: string): void {
    this.size = size;
    this.edited();
  }

  /** Switches the size unit, converting the size at the order's price (quote → base rounds down to the step). */
  setSizeUnit(unit: FormSizeUnit): void {
    if (unit === this.sizeUnit) return;
    this.size = convertedSize(this.size, this.sizing?.price, unit, this.rules?.baseTick) ?? this.size;
    this.sizeUnit = unit;
    this.edited();
  }

  /** 25/50/75/100 % of what is available (the slider and the buttons). */
  setPercent(percent: number): void {
    const size = sizeAtPercent(percent, this.sizing, this.sizeUnit);
    if (size === undefined) return;
    this.size = size;
    this.edited();
  }

  setMax(): void {
    this.setPercent(100);
  }

  /** The arrow keys on a price field: one tick up or down (from the mid or last price when empty). */
  stepPrice(field: 'price' | 'triggerPrice', direction: 1 | -1): void {
    const tick = this.rules?.quoteTick;
    if (!tick) return;
    const next = stepPrice(this[field], tick, direction, this.midPrice ?? this.market?.lastPrice());
    if (next !== undefined) this[field] = next;
    this.edited();
  }

  useMid(): void {
    if (this.midPrice && this.rules) this.setPrice(floorToStep(this.midPrice, this.rules.quoteTick));
  }

  useLast(): void {
    const last = this.market?.lastPrice();
    if (last) this.setPrice(last);
  }

  /** Post-only, IOC and FOK exclude each other: checking one unchecks the others; unchecking leaves a plain limit. */
  setOption(option: Exclude<TimeInForce, 'GTC'>, checked: boolean): void {
    this.timeInForce = checked ? option : this.timeInForce === option ? 'GTC' : this.timeInForce;
    if (checked && option !== 'POST_ONLY') this.hidden = false;
    this.edited();
  }

  setReduceOnly(on: boolean): void {
    this.reduceOnly = on;
    this.edited();
  }

  setHidden(on: boolean): void {
    this.hidden = on;
    this.edited();
  }

  /** The submit button: checks, then the confirmation step (unless turned off for this type), then places. */
  submit(): Promise<void> {
    this.attempted = true;
    const request = this.request;
    if (!request || !this.checks.canSubmit) return Promise.resolve();
    return this.submission.submit(request, this.kind);
  }

  /** After an answer: a placed order clears the size. */
  private placed(): void {
    this.size = '';
    this.attempted = false;
    this.algo.reset();
  }
}
