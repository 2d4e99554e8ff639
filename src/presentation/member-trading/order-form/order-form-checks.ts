/** The order form's checks: its live summary, its client check, and whether it may submit. */
import { computed, computedStruct, makeObservable } from 'mobx';
import type { TpSlPlan } from '../../../domain/trade/algo/algo-form';
import { paysMaker, type FormOrderKind, type FormRequest, type TimeInForce } from '../../../domain/trade/orders/order-form';
import {
  orderSummary,
  validateForm,
  type FormRefusal,
  type OrderSummary,
  type SummaryContext,
} from '../../../domain/trade/orders/order-summary';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';
import type { TradingAccountView } from '../account/trading-account-view';
import { summaryContextOf, type FormMarket } from './order-form-context';

/** What the checks read of the form (its store). */
interface CheckedForm {
  readonly account: TradingAccountView;
  readonly market: FormMarket | undefined;
  readonly symbol: string;
  readonly kind: FormOrderKind;
  readonly timeInForce: TimeInForce;
  readonly rules: TradingRules | undefined;
  readonly midPrice: string | undefined;
  readonly request: FormRequest | undefined;
  readonly tpSl: TpSlPlan | undefined;
  readonly ready: boolean;
  readonly submission: { readonly pending: boolean };
}

/**
 * The order form's checks from the domain rules: the live summary and the client check, compared by value (a fill or
 * a book frame that leaves them the same renders nothing), the market order's slippage refusal, and whether the form
 * may submit.
 */
export class OrderFormChecks {
  constructor(private readonly form: CheckedForm) {
    makeObservable<OrderFormChecks, 'form'>(this, {
      form: false,
      context: computed,
      summary: computedStruct,
      clientRefusal: computedStruct,
      slippageRefused: computed,
      canSubmit: computed,
    });
  }

  get context(): SummaryContext | undefined {
    return summaryContextOf(this.form.account, this.form.symbol, this.form.rules, this.form.market, this.form.midPrice);
  }

  get summary(): OrderSummary | undefined {
    const { request, kind, timeInForce } = this.form;
    const context = this.context;
    return request && context ? orderSummary(request, paysMaker(kind, timeInForce), context) : undefined;
  }

  get clientRefusal(): FormRefusal | undefined {
    const { request } = this.form;
    const context = this.context;
    return request && context ? validateForm(request, context) : undefined;
  }

  get slippageRefused(): boolean {
    return this.form.kind === 'MARKET' && this.summary?.market?.verdict === 'refuse';
  }

  get canSubmit(): boolean {
    const form = this.form;
    return (
      form.ready &&
      !form.submission.pending &&
      !this.clientRefusal &&
      !this.slippageRefused &&
      !form.tpSl?.refusal &&
      form.kind !== 'SCALED'
    );
  }
}
