import Decimal from 'decimal.js';
import type { TokenNetwork } from './networks';

/** Deposit states (`GET /v3/asset/wallet/history`, tokenSide DEPOSIT). */
export const TRANSFER_STATUSES = ['NEW', 'CONFIRMING', 'PROCESSING', 'COMPLETED', 'CANCELED'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Whether a deposit of `amount` is credited: at least the network's minimum (smaller ones are lost). */
export function meetsMinimumDeposit(row: TokenNetwork, amount: string): boolean {
  return new Decimal(amount).gte(row.minimumDeposit);
}

/** Where a deposit is after `confirmed` blocks of `threshold`: NEW before the first, COMPLETED at the threshold. */
export function depositStatusAt(confirmed: number, threshold: number): TransferStatus {
  if (confirmed <= 0) return 'NEW';
  return confirmed >= threshold ? 'COMPLETED' : 'CONFIRMING';
}

/** Whether any deposit in the list is still moving (the history polls while one is). */
export function anyPending(rows: readonly { status: TransferStatus }[]): boolean {
  return rows.some((r) => r.status === 'NEW' || r.status === 'CONFIRMING' || r.status === 'PROCESSING');
}
