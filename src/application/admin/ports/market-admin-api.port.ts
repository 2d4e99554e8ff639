import type { AdminAuditPage, AdminChange, AdminSymbolState } from '../../../domain/market-admin/market-admin';
import type { MarkPricePreview } from '../../../domain/market-admin/market-admin-effects';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** A refused admin call keeps the exchange's code, message and HTTP status (403 -1002: not an admin). */
export type AdminFailure =
  | { readonly kind: 'refused'; readonly code: number; readonly message: string; readonly status: number }
  | { readonly kind: 'unanswered'; readonly error: ErrorCode };

/** The market-data admin calls (docs/protocol.md "Market-data admin"), authenticated by the session. */
export interface MarketAdminApiPort {
  /** `GET md/admin/me`: the session's roles. */
  roles(): Promise<Result<readonly string[], AdminFailure>>;
  /** `GET md/admin/state`: every perpetual's index, mark, funding rate and cap. */
  state(): Promise<Result<readonly AdminSymbolState[], AdminFailure>>;
  /** `POST md/admin/funding-rate | funding_rate_cap | index-price | mark-price`. */
  change(change: AdminChange): Promise<Result<void, AdminFailure>>;
  /** `POST md/admin/mark-price/preview`. */
  previewMarkPrice(symbol: string, price: string): Promise<Result<MarkPricePreview, AdminFailure>>;
  /** `GET md/admin/audit?symbol=&page=&size=`. */
  audit(query: { readonly symbol?: string; readonly page: number; readonly size: number }): Promise<Result<AdminAuditPage, AdminFailure>>;
  /** `DELETE social-backend-ui/caches` (admin only): drops the leaderboard caches; the names of the caches cleared. */
  clearLeaderboardCaches(): Promise<Result<readonly string[], AdminFailure>>;
}
export const MarketAdminApiPort = token<MarketAdminApiPort>('MarketAdminApiPort');
