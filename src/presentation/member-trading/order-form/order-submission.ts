import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { PlaceOrder, PlaceOutcome } from '../../../application/member-trading/place-order.use-case';
import type { TradePreferencesPort } from '../../../application/trade/ports/trade-preferences.port';
import type { FormOrderKind, FormRequest } from '../../../domain/trade/orders/order-form';
import { slotOfCode, type SlotMessage } from './order-form-context';

/** The last submit's end, for the line under the button. */
export type FormNotice =
  | { readonly kind: 'placed'; readonly orderId?: string; readonly timedOut: boolean }
  | { readonly kind: 'not-placed' | 'unknown'; readonly timedOut: boolean };

/**
 * One form's placing: the confirmation step (per order type, "Don't ask again" kept in the trade preferences), the
 * pending state until the exchange answers, the 10 s timeout notice, and the answer (a refusal next to its field).
 */
export class OrderSubmission {
  pending = false;
  /** No answer after 10 s: the form says so while it looks the order up. */
  timedOut = false;
  refusal: SlotMessage | undefined = undefined;
  notice: FormNotice | undefined = undefined;
  /** The request waiting for the confirmation step, and its form type. */
  confirming: { readonly request: FormRequest; readonly kind: FormOrderKind } | undefined = undefined;
  skipConfirm: readonly FormOrderKind[];

  constructor(
    private readonly placeOrder: PlaceOrder,
    private readonly prefs: TradePreferencesPort,
    private readonly onPlaced: () => void,
  ) {
    this.skipConfirm = prefs.load().skipConfirm ?? [];
    makeObservable<OrderSubmission, 'placeOrder' | 'prefs' | 'onPlaced' | 'settle'>(this, {
      pending: observable,
      timedOut: observable,
      refusal: observableRef,
      notice: observableRef,
      confirming: observableRef,
      skipConfirm: observableRef,
      placeOrder: false,
      prefs: false,
      onPlaced: false,
      submit: action,
      confirm: action,
      cancelConfirm: action,
      clear: action,
      settle: action,
    });
  }

  /** An edit of the form: the last answer no longer applies. */
  clear(): void {
    this.refusal = undefined;
    this.notice = undefined;
  }

  /** Places `request`, after the confirmation step unless it is turned off for `kind`. Ignored while pending. */
  submit(request: FormRequest, kind: FormOrderKind): Promise<void> {
    this.notice = undefined;
    if (this.pending || this.confirming) return Promise.resolve();
    if (this.skipConfirm.includes(kind)) return this.place(request);
    this.confirming = { request, kind };
    return Promise.resolve();
  }

  /** The confirmation's OK; `dontAskAgain` turns the step off for this order type (kept on the device). */
  confirm(dontAskAgain = false): Promise<void> {
    const confirming = this.confirming;
    this.confirming = undefined;
    if (!confirming) return Promise.resolve();
    if (dontAskAgain && !this.skipConfirm.includes(confirming.kind)) {
      this.skipConfirm = [...this.skipConfirm, confirming.kind];
      this.prefs.save({ skipConfirm: this.skipConfirm });
    }
    return this.place(confirming.request);
  }

  cancelConfirm(): void {
    this.confirming = undefined;
  }

  private async place(request: FormRequest): Promise<void> {
    if (this.placeOrder.pending) return;
    runInAction(() => {
      this.pending = true;
      this.timedOut = false;
      this.refusal = undefined;
    });
    const outcome = await this.placeOrder.execute(request, { onTimeout: () => runInAction(() => (this.timedOut = true)) });
    this.settle(outcome, request);
  }

  private settle(outcome: PlaceOutcome, request: FormRequest): void {
    if (outcome.kind === 'ignored') return;
    this.pending = false;
    this.timedOut = false;
    if (outcome.kind === 'refused') {
      const hasPrice = request.kind === 'order' ? request.order.type !== 'MARKET' : request.order.type === 'LIMIT';
      this.refusal = { slot: slotOfCode(outcome.code, hasPrice), code: outcome.code, message: outcome.message };
      return;
    }
    this.notice =
      outcome.kind === 'placed'
        ? { kind: 'placed', orderId: outcome.orderId, timedOut: outcome.timedOut }
        : { kind: outcome.kind, timedOut: outcome.timedOut };
    if (outcome.kind === 'placed') this.onPlaced();
  }
}
