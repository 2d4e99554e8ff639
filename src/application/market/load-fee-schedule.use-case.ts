import { inject, injectable } from 'inversify';
import type { FeeGroup } from '../../domain/market/fee-schedule';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { QueryCachePort } from '../shared/ports/query-cache.port';
import { FeeScheduleApiPort } from './ports/fee-schedule-api.port';

/** The schedule changes rarely: reference data, fresh 5 minutes. */
const STALE_MS = 5 * 60_000;

/** The fee schedule of both market types, spot first, cached. */
@injectable()
export class LoadFeeSchedule {
  constructor(
    @inject(FeeScheduleApiPort) private readonly api: FeeScheduleApiPort,
    @inject(QueryCachePort) private readonly cache: QueryCachePort,
  ) {}

  async execute(): Promise<Result<FeeGroup[], ErrorCode>> {
    const [spot, perp] = await Promise.all(
      (['SPOT', 'PERP'] as const).map((type) =>
        this.cache.fetch(['market', 'fee-schedule', type], () => this.api.feeGroups(type), { staleTimeMs: STALE_MS }),
      ),
    );
    if (!spot.ok) return spot;
    if (!perp.ok) return perp;
    return ok([...spot.value, ...perp.value]);
  }
}
