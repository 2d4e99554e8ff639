import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { PlaceScaledOrders, type ScaledOutcome } from '../../../application/member-trading/place-scaled-orders.use-case';
import { planScaled, type ScaledDistribution, type ScaledPlan } from '../../../domain/trade/algo/scaled-orders';
import { OrderFormStore } from './order-form.store';

const NUMBER = /^(?:\d+\.?\d*|\.\d+)$/;

/**
 * The order form's "Scaled" type: 2–20 limit orders between two prices, flat / ascending /
 * descending sizes, a preview of every child (domain `planScaled`: prices on the tick, sizes on the step summing to
 * the total), placed one by one through the normal order call; the outcome says "n of m placed" with each refusal.
 * Side, symbol and reduce-only are the form's.
 */
@injectable()
export class ScaledOrderStore {
  fromPrice = '';
  toPrice = '';
  count = '5';
  distribution: ScaledDistribution = 'flat';
  total = '';
  pending = false;
  outcome: ScaledOutcome | undefined = undefined;

  constructor(
    @inject(OrderFormStore) readonly form: OrderFormStore,
    @inject(PlaceScaledOrders) private readonly place: PlaceScaledOrders,
  ) {
    makeObservable<ScaledOrderStore, 'place'>(this, {
      fromPrice: observable,
      toPrice: observable,
      count: observable,
      distribution: observable,
      total: observable,
      pending: observable,
      outcome: observableRef,
      form: false,
      place: false,
      plan: computed,
      canSubmit: computed,
      set: action,
      submit: action,
    });
  }

  /** The preview, once every field is a number (undefined before). */
  get plan(): ScaledPlan | undefined {
    const rules = this.form.rules;
    const count = Number(this.count);
    if (!rules || ![this.fromPrice, this.toPrice, this.total].every((v) => NUMBER.test(v.trim())) || !Number.isInteger(count))
      return undefined;
    return planScaled(
      {
        totalQuantity: this.total.trim(),
        fromPrice: this.fromPrice.trim(),
        toPrice: this.toPrice.trim(),
        count,
        distribution: this.distribution,
      },
      rules,
    );
  }

  get canSubmit(): boolean {
    return this.form.ready && !this.pending && this.plan?.ok === true;
  }

  set(field: 'fromPrice' | 'toPrice' | 'count' | 'total', value: string): void;
  set(field: 'distribution', value: ScaledDistribution): void;
  set(field: 'fromPrice' | 'toPrice' | 'count' | 'total' | 'distribution', value: string): void {
    (this as Record<typeof field, string>)[field] = value;
    this.outcome = undefined;
  }

  async submit(): Promise<void> {
    const plan = this.plan;
    if (!plan?.ok || !this.canSubmit) return;
    this.pending = true;
    this.outcome = undefined;
    const outcome = await this.place.execute(
      { symbol: this.form.symbol, side: this.form.side, reduceOnly: this.form.perp && this.form.reduceOnly },
      plan.children,
    );
    runInAction(() => {
      this.pending = false;
      this.outcome = outcome;
    });
  }
}
