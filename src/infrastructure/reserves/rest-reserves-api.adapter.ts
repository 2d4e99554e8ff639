import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { ReservesApiPort } from '../../application/reserves/ports/reserves-api.port';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import * as s from './reserves-api.schema';

const map = <A, B>(result: Result<A, ErrorCode>, f: (a: A) => B): Result<B, ErrorCode> =>
  result.ok ? { ok: true, value: f(result.value) } : result;
const rows = <T>(r: Result<{ rows: T[] }, ErrorCode>) => map(r, (d) => d.rows);

/** The proof-of-reserves calls over REST (docs/protocol.md), validated with zod. */
@injectable()
export class RestReservesApi implements ReservesApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private get<T>(path: string, schema: z.ZodMiniType<T>, params?: Record<string, string | boolean>) {
    return this.api.get(path, schema, params);
  }

  async audits() {
    return rows(await this.get('/asset/porl/v2/audits', s.auditsSchema));
  }

  snapshotOverview(auditId: string) {
    return this.get('/asset/porl/v2/snapshot_overview', s.overviewSchema, { auditId });
  }

  userCheck(userHash: string, auditId: string) {
    return this.get('/asset/porl/v2/user_check', s.userCheckSchema, { userHash, auditId });
  }

  userProof(userHash: string, auditId: string) {
    return this.api.getBytes('/asset/porl/v2/user_proof', { userHash, auditId });
  }

  async assets() {
    return rows(await this.get('/asset/porl/assets', s.assetsSchema));
  }

  async liabilities() {
    return rows(await this.get('/asset/porl/liabilities', s.liabilitiesSchema));
  }

  async earnLiabilities() {
    return rows(await this.get('/asset/porl/earn/liabilities', s.earnLiabilitiesSchema));
  }

  reserveTotals(excludeWoo: boolean) {
    return this.get('/asset/porl/earnAssets', s.totalsSchema, { excludeWooToken: excludeWoo });
  }

  async realWorldAssets() {
    return rows(await this.get('/earn/public/assets/rwa', s.rwaSchema));
  }
}
