import type { ClosedPosition } from './position-history';

/** A row of `GET /v3/futures/fundingFee/history` (decimal strings; fundingFee signed: − paid, + received). */
export interface FundingPayment {
  readonly symbol: string;
  readonly fundingRate: string;
  readonly markPrice: string;
  readonly fundingFee: string;
  readonly paymentType: 'Pay' | 'Receive';
  readonly createdTime: number;
}

/** A row of `GET /v3/futures/positionHistory` (simulator-defined): one closed position. */
export type PositionHistoryRow = ClosedPosition;
