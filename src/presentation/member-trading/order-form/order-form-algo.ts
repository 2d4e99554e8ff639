import { action, makeObservable, observable, observableRef } from 'mobx';
import { planTpSl, type TpSlDraft, type TpSlPlan } from '../../../domain/trade/algo/algo-form';
import type { OrderSide } from '../../../domain/trade/orders/order';
import type { TriggerPriceType } from '../../../domain/trade/algo/tp-sl';

export type TpSlBy = TpSlDraft['by'];

/**
 * The order form's algo fields: what a stop compares with (last or mark), a trailing stop's
 * callback rate in percent, and the TP/SL section of a new order (off by default; TP alone or SL alone allowed,
 * each by price, ROE % or PnL). `onEdit` clears the last answer, as every other field does.
 */
export class AlgoFormFields {
  triggerPriceType: TriggerPriceType = 'MARKET_PRICE';
  callbackRate = '1';
  tpSlOn = false;
  tp: TpSlDraft = { by: 'price', value: '' };
  sl: TpSlDraft = { by: 'price', value: '' };

  constructor(private readonly onEdit: () => void) {
    makeObservable<AlgoFormFields, 'onEdit'>(this, {
      triggerPriceType: observable,
      callbackRate: observable,
      tpSlOn: observable,
      tp: observableRef,
      sl: observableRef,
      onEdit: false,
      setTriggerPriceType: action,
      setCallbackRate: action,
      setTpSlOn: action,
      setDraft: action,
      reset: action,
    });
  }

  setTriggerPriceType(type: TriggerPriceType): void {
    this.triggerPriceType = type;
    this.onEdit();
  }

  setCallbackRate(percent: string): void {
    this.callbackRate = percent;
    this.onEdit();
  }

  setTpSlOn(on: boolean): void {
    this.tpSlOn = on;
    this.onEdit();
  }

  /** A TP or SL draft's input mode or value (changing the mode keeps the value as typed). */
  setDraft(field: 'tp' | 'sl', draft: Partial<TpSlDraft>): void {
    this[field] = { ...this[field], ...draft };
    this.onEdit();
  }

  /** The TP/SL children and figures of an order at `entryPrice` for `quantity` (undefined while the section is off). */
  plan(
    side: OrderSide,
    entryPrice: string | undefined,
    quantity: string | undefined,
    leverage: string,
    tick: string,
  ): TpSlPlan | undefined {
    if (!this.tpSlOn) return undefined;
    const q = quantity?.trim();
    return planTpSl(
      { tp: this.tp, sl: this.sl },
      {
        side,
        entryPrice: entryPrice || undefined,
        quantity: q && /^(?:\d+\.?\d*|\.\d+)$/.test(q) ? q : undefined,
        leverage,
        tick,
        triggerPriceType: this.triggerPriceType,
      },
    );
  }

  /** A new symbol, or an order placed: the TP/SL values are cleared (the section's switch and modes stay). */
  reset(): void {
    this.tp = { ...this.tp, value: '' };
    this.sl = { ...this.sl, value: '' };
  }
}
