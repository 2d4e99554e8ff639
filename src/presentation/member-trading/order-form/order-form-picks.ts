/** The order form's clicks on the book: a level picked on the form's symbol prices its order. */
import { runInAction } from 'mobx';
import type { Unsubscribe } from '../../../application/shared/token';
import type { FormOrderKind } from '../../../domain/trade/orders/order-form';
import type { PricePickBus } from '../../trade/price-pick-bus';
import type { FormMarket } from './order-form-context';

/** What a pick changes on the form (its store). */
interface PickedForm {
  readonly market: FormMarket | undefined;
  kind: FormOrderKind;
  setPrice(price: string): void;
}

/**
 * The book's price picks for the order form: once listening, a level picked on the form's symbol becomes its limit
 * price (a market order turns into a limit order, a stop market into a stop limit).
 */
export class FormPricePicks {
  private stop: Unsubscribe | undefined = undefined;

  constructor(
    private readonly bus: PricePickBus,
    private readonly form: PickedForm,
  ) {}

  /** Listens to the book's clicks (idempotent: once per form, whichever market it trades). */
  listen(): void {
    this.stop ??= this.bus.subscribe((pick) => {
      if (pick.symbol !== this.form.market?.symbol) return;
      runInAction(() => {
        if (this.form.kind === 'MARKET') this.form.kind = 'LIMIT';
        if (this.form.kind === 'STOP_MARKET') this.form.kind = 'STOP_LIMIT';
        this.form.setPrice(pick.price);
      });
    });
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
