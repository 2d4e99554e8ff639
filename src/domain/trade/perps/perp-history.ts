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

/**
 * The exchange writes a funding fee as a positive amount and says its direction in `paymentType`: the account's
 * signed payment is − the fee when it paid, + when it received (a signed fee keeps its own sign's magnitude).
 */
export function signedFee(fee: string, paymentType: 'Pay' | 'Receive'): string {
  const magnitude = fee.startsWith('-') ? fee.slice(1) : fee;
  if (/^0(\.0*)?$/.test(magnitude)) return '0';
  return paymentType === 'Pay' ? `-${magnitude}` : magnitude;
}

/** A row of `GET /v3/futures/positionHistory` (simulator-defined): one closed position. */
export type PositionHistoryRow = ClosedPosition;
