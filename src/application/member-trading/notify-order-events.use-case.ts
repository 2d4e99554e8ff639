import { inject, injectable } from 'inversify';
import { marketSymbolLabel } from '../../domain/market/market-symbol';
import type { ExecutionReport } from '../../domain/trade/orders/account';
import { TOAST_POLICY } from '../../domain/shared/toast-policy';
import { DASH, formatExact } from '../../domain/shared/amount-format';
import {
  closedPositionSide,
  groupOrderEvents,
  orderEventOf,
  runningToast,
  runningToastKey,
  toastKindOf,
  type OrderEvent,
  type OrderEventKind,
  type OrderToast,
  type RunningToast,
} from '../../domain/trade/orders/order-events';
import { Notifier } from '../shared/notifier';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { TranslatorPort } from '../shared/ports/translator.port';
import { FillSoundPort } from './ports/fill-sound.port';
import { TradePreferencesPort } from '../trade/ports/trade-preferences.port';

/** Events arriving within this window share toasts: "5 orders filled" instead of five toasts. */
export const ORDER_TOAST_WINDOW_MS = 400;

/**
 * A toast per order event (opened, filled, partially filled, cancelled, rejected, liquidated), one line each, grouped by kind when
 * several arrive within the window; a beep on fills when the user turned the sound on.
 */
@injectable()
export class NotifyOrderEvents {
  private pending: OrderEvent[] = [];
  /** The toast of each kind on screen, updated in place by the next events of its kind. */
  private readonly running = new Map<OrderEventKind, RunningToast>();
  private timer: TimerHandle | undefined;

  constructor(
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(FillSoundPort) private readonly sound: FillSoundPort,
    @inject(TradePreferencesPort) private readonly preferences: TradePreferencesPort,
  ) {}

  report(report: ExecutionReport): void {
    const event = orderEventOf(report);
    if (!event) return;
    this.pending.push(event);
    this.timer ??= this.clock.setTimeout(() => this.flush(), ORDER_TOAST_WINDOW_MS);
  }

  /** Shows what is pending now (the window ended). */
  flush(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    const events = this.pending;
    this.pending = [];
    if (events.length === 0) return;
    for (const toast of groupOrderEvents(events)) {
      // a liquidation always gets a toast of its own; other kinds add to the toast of their kind still on screen
      if (toast.kind === 'liquidated') {
        this.notifier.show(toastKindOf(toast.kind), this.line(toast));
        continue;
      }
      const running = runningToast(this.running.get(toast.kind), toast, this.clock.now(), TOAST_POLICY.durationMs);
      this.running.set(toast.kind, running);
      const line = running.count === toast.count ? this.line(toast) : this.line({ kind: toast.kind, count: running.count });
      this.notifier.show(toastKindOf(toast.kind), line, runningToastKey(toast.kind, running));
    }
    if (this.preferences.load().fillSound && events.some((e) => e.kind === 'filled' || e.kind === 'partiallyFilled')) this.sound.play();
  }

  /** Drops what is pending (signed out). */
  clear(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = [];
    this.running.clear();
  }

  /** A price or size as the exchange stated it (its decimals kept), in the language's separators: the app's formatter. */
  private amount(value: string): string {
    const text = formatExact(this.translator.language(), value);
    return text === DASH ? value : text;
  }

  private line(toast: OrderToast): string {
    if (toast.event === undefined) return this.translator.t(`trade:account.toast.group.${toast.kind}`, { count: toast.count });
    const e = toast.event;
    if (toast.kind === 'liquidated') {
      return this.translator.t('trade:account.toast.liquidated', {
        symbol: marketSymbolLabel(e.symbol),
        position: this.translator.t(`trade:account.toast.position.${closedPositionSide(e.side)}`),
        price: this.amount(e.price),
      });
    }
    // a market order rests at no price: "at market", not "at 0"
    const key = toast.kind === 'opened' && /^0*\.?0*$/.test(e.price) ? 'openedMarket' : toast.kind;
    return this.translator.t(`trade:account.toast.${key}`, {
      side: this.translator.t(`trade:account.side.${e.side}`),
      quantity: this.amount(e.quantity),
      symbol: marketSymbolLabel(e.symbol),
      price: this.amount(e.price),
      reason: e.reason,
    });
  }
}
