import type { Unsubscribe } from '../../../src/application/shared/token';
import type { FillSoundPort } from '../../../src/application/member-trading/ports/fill-sound.port';
import type {
  PrivateStreamHandlers,
  PrivateStreamPort,
  StreamBalance,
  StreamPosition,
} from '../../../src/application/member-trading/ports/private-stream.port';
import type { AlgoOrderRow } from '../../../src/domain/trade/algo/algo-order';
import type { ExecutionReport } from '../../../src/domain/trade/orders/account';

/**
 * The private stream driven by the test: it pushes validated messages and (re)connections to whoever watches. It is
 * always subscribed, so a new watcher is told `resynced` at once (its first load), as the real stream does once it is.
 */
export class FakePrivateStream implements PrivateStreamPort {
  private readonly watchers = new Set<PrivateStreamHandlers>();

  watch(handlers: PrivateStreamHandlers): Unsubscribe {
    this.watchers.add(handlers);
    handlers.resynced?.();
    return () => {
      this.watchers.delete(handlers);
    };
  }

  watching(): number {
    return this.watchers.size;
  }

  pushReport(report: ExecutionReport): void {
    this.watchers.forEach((w) => w.executionReport?.(report));
  }

  pushBalances(balances: Record<string, StreamBalance>): void {
    this.watchers.forEach((w) => w.balances?.(balances));
  }

  pushPositions(positions: Record<string, StreamPosition>): void {
    this.watchers.forEach((w) => w.positions?.(positions));
  }

  pushAlgoReports(rows: readonly AlgoOrderRow[]): void {
    this.watchers.forEach((w) => w.algoReports?.(rows));
  }

  resync(): void {
    this.watchers.forEach((w) => w.resynced?.());
  }

  endSession(): void {
    this.watchers.forEach((w) => w.sessionEnded?.());
  }
}

/** An execution report with defaults (a NEW limit buy of 0.01 BTC at 60,000). */
export function report(change: Partial<ExecutionReport> & Pick<ExecutionReport, 'orderId'>): ExecutionReport {
  return {
    msgType: 0,
    symbol: 'SPOT_BTC_USDT',
    clientOrderId: '0',
    type: 'LIMIT',
    side: 'BUY',
    quantity: '0.01',
    price: '60000',
    tradeId: '0',
    executedPrice: '0',
    executedQuantity: '0',
    fee: '0',
    feeAsset: '',
    totalExecutedQuantity: '0',
    avgPrice: '0',
    status: 'NEW',
    reason: '',
    totalFee: '0',
    visible: '0.01',
    timestamp: 1_700_000_100_000,
    reduceOnly: false,
    maker: false,
    ...change,
  };
}

/** Counts the fill beeps. */
export class FakeFillSound implements FillSoundPort {
  played = 0;

  play(): void {
    this.played += 1;
  }
}
