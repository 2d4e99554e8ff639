import { toCsv } from '../trade/orders/csv';
import type { TransferStatus } from './deposit';
import type { WithdrawRules } from './withdraw';

/** A token-network row as the withdraw form reads it (`/instrument/v4/public/network/{token}`). */
export interface WithdrawNetwork {
  readonly network: string;
  readonly protocol: string;
  readonly name: string;
  readonly allowWithdraw: boolean;
  readonly suspendReason?: string;
  readonly minimumWithdrawal: string;
  readonly withdrawalFee: string;
  readonly needMemo: boolean;
}

export const withdrawRulesOf = (token: string, n: WithdrawNetwork): WithdrawRules => ({
  token,
  networkName: n.name,
  minimumWithdrawal: n.minimumWithdrawal,
  withdrawalFee: n.withdrawalFee,
  allowWithdraw: n.allowWithdraw,
  ...(n.suspendReason === undefined ? {} : { suspendReason: n.suspendReason }),
});

/**
 * One deposit or withdrawal (`GET /v3/asset/wallet/history` row, real fields). The exchange names the wallet token
 * with its network (`TRON_USDT`): `token` is the asset (`USDT`) and `network` the chain (`TRON`).
 */
export interface TransferRow {
  /** The exchange's id, exact: 17 digits, above 2^53 (`"24032312465400366"`). */
  readonly id: string;
  readonly token: string;
  readonly network?: string;
  readonly tokenSide: 'DEPOSIT' | 'WITHDRAW';
  readonly amount: string;
  readonly feeToken: string;
  readonly feeAmount: string;
  readonly status: TransferStatus;
  readonly targetAddress: string;
  readonly sourceAddress: string;
  readonly extra: string;
  readonly txId: string;
  /** Confirmations so far and needed; null when the exchange does not say (a completed row, a withdrawal). */
  readonly confirmedNumber: number | null;
  readonly confirmingThreshold: number | null;
  readonly createdTime: number;
  readonly updatedTime: number;
}

export interface TransferQuery {
  readonly token?: string;
  readonly tokenSide?: 'DEPOSIT' | 'WITHDRAW';
  readonly startTime?: number;
  readonly endTime?: number;
}

export interface TransferPage {
  readonly rows: readonly TransferRow[];
  readonly total: number;
  /** Rows of the answer that could not be read (each reported by the adapter; the table says how many). */
  readonly unreadable: number;
}

/** Only a NEW withdrawal can be cancelled. */
export const cancellable = (r: TransferRow): boolean => r.tokenSide === 'WITHDRAW' && r.status === 'NEW';

/** The CSV of deposit and withdrawal rows (UTC times; formula-safe fields, csv.ts). */
export function transfersCsv(rows: readonly TransferRow[]): string {
  return toCsv(
    ['Time (UTC)', 'Type', 'Token', 'Network', 'Amount', 'Fee', 'Fee token', 'Status', 'Address', 'Memo', 'Transaction', 'ID'],
    rows.map((r) => [
      new Date(r.createdTime).toISOString(),
      r.tokenSide,
      r.token,
      r.network ?? '',
      r.amount,
      r.feeAmount,
      r.feeToken,
      r.status,
      r.targetAddress,
      r.extra,
      r.txId,
      r.id,
    ]),
  );
}
