import type { Result } from '../../../domain/shared/result';
import type { AlgoAmend, AlgoOrderRequest, AlgoOrderRow } from '../../../domain/trade/algo/algo-order';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** `POST /v3/trade/algoOrder`'s answer for one algo order (a BRACKET's or POSITIONAL_TP_SL's root). */
export interface PlacedAlgoOrder {
  readonly algoOrderId: string;
  readonly clientOrderId: string;
}

/**
 * The v3 algo order calls (STOP, TAKE_PROFIT, STOP_LOSS, TRAILING_STOP, BRACKET, POSITIONAL_TP_SL), authenticated by
 * the session; failures as the trading calls' (`TradeFailure`).
 */
export interface AlgoOrderApiPort {
  placeAlgoOrder(order: AlgoOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>>;
  amendAlgoOrder(change: AlgoAmend): Promise<Result<void, TradeFailure>>;
  cancelAlgoOrder(symbol: string, algoOrderId: string): Promise<Result<void, TradeFailure>>;
  /** The account's waiting algo orders (status INCOMPLETE), newest first (up to 500). */
  waitingAlgoOrders(): Promise<Result<readonly AlgoOrderRow[], TradeFailure>>;
}
export const AlgoOrderApiPort = token<AlgoOrderApiPort>('AlgoOrderApiPort');
