import { makeAutoObservable } from 'mobx';
import type { AlgoOrderApiPort, PlacedAlgoOrder } from '../../../src/application/member-trading/ports/algo-order-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { AlgoAmend, AlgoOrderRequest, AlgoOrderRow } from '../../../src/domain/trade/algo/algo-order';

/** One scripted answer of the place call: accept, refuse with a code, or no answer. */
export type AlgoScript =
  | { readonly kind: 'accept' }
  | { readonly kind: 'refuse'; readonly code: number; readonly message: string }
  | { readonly kind: 'unanswered' };

const UNANSWERED: TradeFailure = { kind: 'unanswered', error: ErrorCode.NetworkUnavailable };

/** A waiting algo row with defaults (tests give what they are about). */
export function algoRowOf(fields: Partial<AlgoOrderRow> & Pick<AlgoOrderRow, 'algoOrderId'>): AlgoOrderRow {
  return {
    rootAlgoOrderId: fields.algoOrderId,
    parentAlgoOrderId: '0',
    symbol: 'PERP_BTC_USDT',
    algoType: 'STOP',
    side: 'SELL',
    type: 'MARKET',
    quantity: '0.01',
    price: '0',
    triggerPrice: '0',
    triggerPriceType: 'MARKET_PRICE',
    isTriggered: false,
    algoStatus: 'NEW',
    reduceOnly: false,
    callbackRate: '0',
    activatedPrice: '0',
    isActivated: true,
    isArmed: true,
    positionSide: 'BOTH',
    reason: '',
    createdTime: 1,
    updatedTime: 1,
    ...fields,
  };
}

/** The algo calls, scripted: what was sent, amended and cancelled; `rows` is what the list answers. */
export class FakeAlgoOrderApi implements AlgoOrderApiPort {
  readonly sent: AlgoOrderRequest[] = [];
  readonly amends: AlgoAmend[] = [];
  readonly cancels: { symbol: string; algoOrderId: string }[] = [];
  script: AlgoScript[] = [];
  /** The next amend's refusal (once). */
  amendRefusal: { code: number; message: string } | undefined = undefined;
  rows: AlgoOrderRow[] = [];
  private nextId = 5001;

  constructor() {
    makeAutoObservable(this);
  }

  async placeAlgoOrder(order: AlgoOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>> {
    this.sent.push(order);
    const step = this.script.shift() ?? { kind: 'accept' };
    if (step.kind === 'refuse') return err({ kind: 'refused', code: step.code, message: step.message, status: 400 });
    if (step.kind !== 'accept') return err(UNANSWERED);
    return ok({ algoOrderId: String(this.nextId++), clientOrderId: order.clientOrderId ?? '0' });
  }

  async amendAlgoOrder(change: AlgoAmend): Promise<Result<void, TradeFailure>> {
    this.amends.push(change);
    const refusal = this.amendRefusal;
    this.amendRefusal = undefined;
    if (refusal) return err({ kind: 'refused', ...refusal, status: 400 });
    this.rows = this.rows.map((r) =>
      r.algoOrderId === change.algoOrderId ? { ...r, ...definedOf(change), updatedTime: r.updatedTime + 1 } : r,
    );
    return ok(undefined);
  }

  async cancelAlgoOrder(symbol: string, algoOrderId: string): Promise<Result<void, TradeFailure>> {
    this.cancels.push({ symbol, algoOrderId });
    this.rows = this.rows.filter((r) => r.algoOrderId !== algoOrderId && r.parentAlgoOrderId !== algoOrderId);
    return ok(undefined);
  }

  async waitingAlgoOrders(): Promise<Result<readonly AlgoOrderRow[], TradeFailure>> {
    return ok(this.rows.filter((r) => r.algoStatus === 'NEW'));
  }
}

function definedOf(change: AlgoAmend): Partial<AlgoOrderRow> {
  const out: Record<string, string> = {};
  for (const key of ['triggerPrice', 'quantity', 'price'] as const) if (change[key] !== undefined) out[key] = change[key]!;
  return out;
}
