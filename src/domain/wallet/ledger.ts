import { toCsv } from '../trade/orders/csv';

/** The ledger types of `/v3/asset/token/history` (the real exchange's list). */
export const LEDGER_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'SPOT_TRANSACTION',
  'TRANSACTION_FEE',
  'REALIZED_PNL',
  'FUNDING_FEE',
  'LIQUIDATION',
  'INTEREST',
  'CONVERT',
  'SUB_ACCOUNT_TRANSFER',
  'STAKING',
  'UNSTAKING',
  'UNSTAKING_FEE',
  'EARN',
  'CREDIT',
  'DISTRIBUTION',
  'REFERRAL',
  'REBATE',
  'COPY_FEE',
  'COPY_PROFIT_SHARED',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

export const isLedgerType = (type: string): type is LedgerType => (LEDGER_TYPES as readonly string[]).includes(type);

/** A ledger row: one balance move, signed (`balanceAfter`: the holding right after it, when the exchange says). */
export interface LedgerEntry {
  readonly id: number;
  readonly token: string;
  /** One of LEDGER_TYPES, or a type this app does not know yet (shown as it comes). */
  readonly type: string;
  readonly amount: string;
  readonly balanceAfter: string | undefined;
  readonly createdTime: number;
}

export interface LedgerQuery {
  readonly token?: string;
  readonly type?: LedgerType;
  readonly startTime?: number;
  readonly endTime?: number;
}

export interface LedgerPage {
  readonly rows: readonly LedgerEntry[];
  readonly total: number;
}

/** The CSV of ledger rows (UTC times; formula-safe fields, csv.ts). */
export function ledgerCsv(rows: readonly LedgerEntry[]): string {
  return toCsv(
    ['Time (UTC)', 'Token', 'Type', 'Amount', 'Balance after', 'ID'],
    rows.map((r) => [new Date(r.createdTime).toISOString(), r.token, r.type, r.amount, r.balanceAfter ?? '', r.id]),
  );
}
