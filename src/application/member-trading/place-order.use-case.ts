import { inject, injectable, optional } from 'inversify';
import type { Result } from '../../domain/shared/result';
import { bracketRequest, stopRequest } from '../../domain/trade/algo/algo-form';
import type { FormRequest } from '../../domain/trade/orders/order-form';
import { OrderRefusalCode } from '../../domain/trade/orders/order-validation';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { isTradePasswordRefusal } from '../../domain/security/trade-password-on-order';
import { AlgoOrderApiPort } from './ports/algo-order-api.port';
import { OrderPasswordPort } from '../security/ports/order-password.port';
import { OwnOrders } from './own-orders';
import { TradingApiPort } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/** A pending order gets no answer for this long: the form says so and looks the order up by its clientOrderId. */
export const PLACE_TIMEOUT_MS = 10_000;

/** The largest clientOrderId the client sends: 2^53 − 1 (a JSON number stays exact). */
export const MAX_CLIENT_ORDER_ID = 2 ** 53 - 1;

/** A random integer in [1, 2^53 − 1] from 21 high and 32 low random bits (0 is drawn again). */
export function randomClientOrderId(random: () => Uint32Array = () => globalThis.crypto.getRandomValues(new Uint32Array(2))): string {
  for (;;) {
    const [high, low] = random();
    const id = (high & 0x1f_ffff) * 2 ** 32 + low;
    if (id >= 1) return String(id);
  }
}

/** How placing ended. `timedOut`: no answer came within 10 s, and the outcome is what the lookup found. */
export type PlaceOutcome =
  | { readonly kind: 'placed'; readonly clientOrderId: string; readonly orderId?: string; readonly timedOut: boolean }
  | { readonly kind: 'refused'; readonly clientOrderId: string; readonly code: number; readonly message: string }
  | { readonly kind: 'not-placed'; readonly clientOrderId: string; readonly timedOut: boolean }
  /** No answer and the lookup failed too: the user must check their open orders. */
  | { readonly kind: 'unknown'; readonly clientOrderId: string; readonly timedOut: boolean }
  /** A submit while one is pending (a double click): nothing was sent. */
  | { readonly kind: 'ignored' };

type Sent = Result<{ readonly id: string }, TradeFailure>;

/**
 * Places one order (or a stop, a trailing stop, or an order with TP/SL as a BRACKET, through the algo call) exactly once. A `clientOrderId` is drawn once per submit; a
 * second submit while one is pending is ignored; a call that got no readable answer is retried once with the SAME
 * clientOrderId (a -1007 duplicate then means the first one was placed), and is then looked up by its
 * clientOrderId. After 10 s without an answer it reports the timeout and reconciles by the lookup.
 */
@injectable()
export class PlaceOrder {
  private busy = false;

  constructor(
    @inject(TradingApiPort) private readonly api: TradingApiPort,
    @inject(AlgoOrderApiPort) private readonly algo: AlgoOrderApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    /** The trade password before an order, when the user turned it on (absent: never asked). */
    @inject(OrderPasswordPort) @optional() private readonly password?: OrderPasswordPort,
    /** Told of each order sent, so that its first report shows at the next frame (absent: at the streams' pace). */
    @inject(OwnOrders) @optional() private readonly own?: OwnOrders,
  ) {}

  get pending(): boolean {
    return this.busy;
  }

  async execute(request: FormRequest, options: { readonly onTimeout?: () => void } = {}): Promise<PlaceOutcome> {
    if (this.busy) return { kind: 'ignored' };
    this.busy = true;
    if (this.password && !this.password.clearToOrder() && !(await this.password.beforeOrder().catch(() => true))) {
      this.busy = false;
      return { kind: 'not-placed', clientOrderId: '', timedOut: false };
    }
    const clientOrderId = randomClientOrderId();
    const state = { timedOut: false };
    let timer: TimerHandle | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = this.clock.setTimeout(() => resolve('timeout'), PLACE_TIMEOUT_MS);
    });
    try {
      const first = await Promise.race([this.attempt(request, clientOrderId, state), timeout]);
      if (first !== 'timeout' && first.kind === 'refused' && isTradePasswordRefusal(first.code, first.message)) this.password?.refused();
      if (first !== 'timeout') return first;
      state.timedOut = true;
      options.onTimeout?.();
      return await this.reconcile(clientOrderId, true);
    } finally {
      this.clock.clearTimeout(timer);
      this.busy = false;
    }
  }

  private send(request: FormRequest, clientOrderId: string): Promise<Sent> {
    const algo =
      request.kind === 'algo'
        ? stopRequest(request.order, clientOrderId)
        : request.attached
          ? bracketRequest(request.order, request.attached, clientOrderId)
          : undefined;
    if (algo) return this.algo.placeAlgoOrder(algo).then((r) => (r.ok ? { ok: true, value: { id: r.value.algoOrderId } } : r));
    this.own?.sent(clientOrderId);
    return this.api.placeOrder({ ...request.order, clientOrderId }).then((r) => (r.ok ? { ok: true, value: { id: r.value.orderId } } : r));
  }

  private async attempt(request: FormRequest, clientOrderId: string, state: { timedOut: boolean }): Promise<PlaceOutcome> {
    const first = await this.send(request, clientOrderId);
    if (first.ok) return { kind: 'placed', clientOrderId, orderId: first.value.id, timedOut: false };
    if (first.error.kind === 'refused') return refused(clientOrderId, first.error);
    if (state.timedOut) return { kind: 'unknown', clientOrderId, timedOut: true };
    const second = await this.send(request, clientOrderId);
    if (second.ok) return { kind: 'placed', clientOrderId, orderId: second.value.id, timedOut: false };
    if (second.error.kind === 'refused' && second.error.code === OrderRefusalCode.DuplicateClientOrderId) {
      // The first call was placed: the duplicate is our own order. Its id comes from the lookup.
      const found = await this.api.orderByClientId(clientOrderId);
      return { kind: 'placed', clientOrderId, orderId: found.ok ? found.value?.orderId : undefined, timedOut: false };
    }
    if (second.error.kind === 'refused') return refused(clientOrderId, second.error);
    return this.reconcile(clientOrderId, false);
  }

  private async reconcile(clientOrderId: string, timedOut: boolean): Promise<PlaceOutcome> {
    const found = await this.api.orderByClientId(clientOrderId);
    if (!found.ok) return { kind: 'unknown', clientOrderId, timedOut };
    if (found.value === undefined) return { kind: 'not-placed', clientOrderId, timedOut };
    return { kind: 'placed', clientOrderId, orderId: found.value.orderId, timedOut };
  }
}

function refused(clientOrderId: string, failure: Extract<TradeFailure, { kind: 'refused' }>): PlaceOutcome {
  return { kind: 'refused', clientOrderId, code: failure.code, message: failure.message };
}
