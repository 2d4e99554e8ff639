import { action, computed, makeObservable, observable } from 'mobx';
import type { OrderSide } from '../../../domain/trade/orders/order';
import { hedgeAction, hedgeOrder } from '../../../domain/trade/perps/leverage';
import type { TradingAccountView } from '../account/trading-account-view';

export type HedgeAction = ReturnType<typeof hedgeAction>;

/** What the hedge-mode choice reads of the form. */
interface HedgeForm {
  readonly side: OrderSide;
  readonly perp: boolean;
  readonly account: TradingAccountView;
  setSide(side: OrderSide): void;
}

/**
 * The order form's hedge mode: on a perpetual while the account is in hedge mode, the form opens
 * or closes the long or the short — Open long / Open short, or (closing) Close long / Close short — and every order
 * names the position it acts on (`positionSide`, from the domain's `hedgeOrder`).
 */
export class HedgeChoice {
  /** The form closes a position instead of opening one. */
  closing = false;

  constructor(private readonly form: HedgeForm) {
    makeObservable<HedgeChoice, 'form'>(this, {
      closing: observable,
      form: false,
      on: computed,
      closes: computed,
      action: computed,
      positionSide: computed,
      set: action,
      setClosing: action,
    });
  }

  get on(): boolean {
    return this.form.perp && this.form.account.accountInfo?.positionMode === 'HEDGE_MODE';
  }

  /** Hedge mode and a closing intent (Close long / Close short): such an order takes no TP/SL of its own. */
  get closes(): boolean {
    return this.on && this.closing;
  }

  /** What the submit does now. */
  get action(): HedgeAction {
    return hedgeAction(this.form.side, (this.form.side === 'BUY') !== this.closing ? 'LONG' : 'SHORT');
  }

  /** The order's positionSide in hedge mode; undefined in one-way mode. */
  get positionSide(): 'LONG' | 'SHORT' | undefined {
    return this.on ? hedgeOrder(this.action).positionSide : undefined;
  }

  /** Picks an action: its order side, and whether it closes. */
  set(next: HedgeAction): void {
    this.closing = next.startsWith('CLOSE');
    this.form.setSide(hedgeOrder(next).side);
  }

  /** The Open / Close toggle (keeps the position: Open long ↔ Close long). */
  setClosing(closing: boolean): void {
    if (closing === this.closing) return;
    const positionSide = hedgeOrder(this.action).positionSide;
    this.set(closing ? (positionSide === 'LONG' ? 'CLOSE_LONG' : 'CLOSE_SHORT') : positionSide === 'LONG' ? 'OPEN_LONG' : 'OPEN_SHORT');
  }
}
