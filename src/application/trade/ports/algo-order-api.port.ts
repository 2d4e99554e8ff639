import type { Result } from '../../../domain/shared/result';
import type { StopOrderRequest } from '../../../domain/trade/orders/order-form';
import { token } from '../../shared/token';
import type { TradeFailure } from './trading-api.port';

/** `POST /v3/trade/algoOrder`'s answer for one algo order. */
export interface PlacedAlgoOrder {
  readonly algoOrderId: number;
  readonly clientOrderId: string;
}

/** The v3 algo order call (stops), authenticated by the session; failures as the trading calls' (`TradeFailure`). */
export interface AlgoOrderApiPort {
  placeAlgoOrder(order: StopOrderRequest): Promise<Result<PlacedAlgoOrder, TradeFailure>>;
}
export const AlgoOrderApiPort = token<AlgoOrderApiPort>('AlgoOrderApiPort');
