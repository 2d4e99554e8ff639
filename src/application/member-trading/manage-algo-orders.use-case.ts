import { inject, injectable } from 'inversify';
import type { Result } from '../../domain/shared/result';
import type { AlgoAmend, AlgoOrderRequest, AlgoOrderRow } from '../../domain/trade/algo/algo-order';
import type { Unsubscribe } from '../shared/token';
import { randomClientOrderId } from './place-order.use-case';
import { AlgoOrderApiPort, type PlacedAlgoOrder } from './ports/algo-order-api.port';
import { PrivateStreamPort } from './ports/private-stream.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/**
 * The account's waiting algo orders (TP/SL tab, the chart's trigger lines, a position's TP/SL): loaded from REST,
 * kept by `algoexecutionreportv2` (reloaded on every stream (re)connect), cancelled, amended, and a position's TP/SL set.
 */
@injectable()
export class ManageAlgoOrders {
  constructor(
    @inject(AlgoOrderApiPort) private readonly api: AlgoOrderApiPort,
    @inject(PrivateStreamPort) private readonly stream: PrivateStreamPort,
  ) {}

  waiting(): Promise<Result<readonly AlgoOrderRow[], TradeFailure>> {
    return this.api.waitingAlgoOrders();
  }

  /** Changed rows as they come; `resynced` when the rows must be read (again): first once subscribed, then after each reconnect. */
  watch(changed: (rows: readonly AlgoOrderRow[]) => void, resynced: () => void): Unsubscribe {
    return this.stream.watch({ algoReports: changed, resynced });
  }

  cancel(row: Pick<AlgoOrderRow, 'symbol' | 'algoOrderId'>): Promise<Result<void, TradeFailure>> {
    return this.api.cancelAlgoOrder(row.symbol, row.algoOrderId);
  }

  amend(change: AlgoAmend): Promise<Result<void, TradeFailure>> {
    return this.api.amendAlgoOrder(change);
  }

  /** A POSITIONAL_TP_SL (whole position or a part), with a fresh client order id. */
  setPositionTpSl(request: AlgoOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>> {
    return this.api.placeAlgoOrder({ ...request, clientOrderId: randomClientOrderId() });
  }
}
