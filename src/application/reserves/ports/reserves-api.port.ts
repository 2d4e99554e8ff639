import type {
  AssetRow,
  Audit,
  EarnLiabilityRow,
  LiabilityRow,
  ReserveTotals,
  RwaAsset,
  ServerUserCheck,
  SnapshotOverview,
} from '../../../domain/reserves/balance-sheet';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The exchange's public proof-of-reserves calls (Asset). Amounts come back as decimal strings. */
export interface ReservesApiPort {
  /** Audit records, newest first. */
  audits(): Promise<Result<Audit[], ErrorCode>>;
  snapshotOverview(auditId: string): Promise<Result<SnapshotOverview, ErrorCode>>;
  /** The server's own inclusion check of a user hash in an audit. */
  userCheck(userHash: string, auditId: string): Promise<Result<ServerUserCheck, ErrorCode>>;
  /** The user's own proof (their leaves and the path to the root, in the tree's protobuf format). */
  userProof(userHash: string, auditId: string): Promise<Result<Uint8Array, ErrorCode>>;
  assets(): Promise<Result<AssetRow[], ErrorCode>>;
  liabilities(): Promise<Result<LiabilityRow[], ErrorCode>>;
  earnLiabilities(): Promise<Result<EarnLiabilityRow[], ErrorCode>>;
  /** Totals for the ratio gauges; `excludeWoo` leaves the WOO token out. */
  reserveTotals(excludeWoo: boolean): Promise<Result<ReserveTotals, ErrorCode>>;
  realWorldAssets(): Promise<Result<RwaAsset[], ErrorCode>>;
}
export const ReservesApiPort = token<ReservesApiPort>('ReservesApiPort');
