import { inject, injectable } from 'inversify';
import type { Audit, SnapshotOverview } from '../../domain/reserves/balance-sheet';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { ReservesApiPort } from './ports/reserves-api.port';

/** The audit records (newest first) and one audit's overview. */
@injectable()
export class LoadAudits {
  constructor(
    @inject(ReservesApiPort) private readonly api: ReservesApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  list(): Promise<Result<Audit[], ErrorCode>> {
    return this.cache.fetch(['reserves', 'audits'], () => this.api.audits());
  }

  overview(auditId: string): Promise<Result<SnapshotOverview, ErrorCode>> {
    return this.cache.fetch(['reserves', 'overview', auditId], () => this.api.snapshotOverview(auditId));
  }
}
