import type { AdminCall } from './market-admin-rules';

/** The role the market-data admin calls need (`GET md/admin/me`'s `roles`). */
export const MD_ADMIN_ROLE = 'MD_ADMIN';

/** One perpetual's market data as the admin sees it (decimal strings). */
export interface AdminSymbolState {
  readonly symbol: string;
  readonly indexPrice: string;
  readonly markPrice: string;
  readonly fundingRate: string;
  readonly fundingRateCap: string;
  readonly quoteTick: string;
  /** The values an admin fixed (the others are the market's own). */
  readonly overridden: readonly ('markPrice' | 'indexPrice' | 'fundingRate' | 'fundingRateCap')[];
}

/** One row of the audit log: who, when, which call on which symbol, the public value before and after. */
export interface AdminAuditEntry {
  readonly id: number;
  readonly userId: number;
  readonly email: string | null;
  readonly timestamp: number;
  readonly call: AdminCall;
  readonly symbol: string;
  readonly oldValue: string | null;
  readonly newValue: string | null;
}

export interface AdminAuditPage {
  readonly rows: readonly AdminAuditEntry[];
  readonly total: number;
  readonly page: number;
  readonly size: number;
}

/** A change an admin asks for: the call, the symbol and the new value (a rate, a cap or a price). */
export interface AdminChange {
  readonly call: AdminCall;
  readonly symbol: string;
  readonly value: string;
}
