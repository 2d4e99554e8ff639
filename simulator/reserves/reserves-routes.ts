import { createReadStream, statSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError, ErrorCodes, successBody } from '../http/api-error';
import { parseQuery } from '../http/request-input';
import type { Store } from '../store/account-repository';
import { reserveTotals } from './balance-sheet';
import { registerReservesControl } from './reserves-control';
import { MemoryReservesRepository } from './reserves-repository';
import { ReservesService } from './reserves-service';

export interface ReservesDeps {
  readonly store: Store;
  readonly seed: number;
  readonly clock: () => number;
  readonly control: boolean;
  /** The folder tree files may be read from (control surface). */
  readonly treeDir?: string;
}

const auditQuery = z.object({ auditId: z.string({ error: 'is required' }).min(1).max(64) });
const userCheckQuery = auditQuery.extend({
  userHash: z.string({ error: 'is required' }).regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex digits'),
});
const earnQuery = z.object({ excludeWooToken: z.enum(['true', 'false']).default('false') });

/** Proof of reserves: audits, trees, user checks and the balance sheet under /api (+ control routes). */
export async function registerReserves(app: FastifyInstance, deps: ReservesDeps): Promise<ReservesService> {
  const reserves = deps.store.reserves ?? new MemoryReservesRepository();
  const service = new ReservesService(
    reserves,
    deps.store.accounts,
    deps.seed,
    deps.clock,
    deps.store.reserves ? deps.store.transaction : undefined,
  );
  await service.init();
  const ok = <T>(data: T) => successBody(data, deps.clock());
  const notFound = (auditId: string) => new ApiError(ErrorCodes.NotFound, `audit ${auditId} not found`);

  await app.register(
    async (api) => {
      api.get('/asset/porl/v2/audits', async () => ok({ rows: await service.audits() }));

      api.get('/asset/porl/v2/snapshot_overview', async (request) => {
        const { auditId } = parseQuery(auditQuery, request.query);
        const file = service.fileAudit(auditId);
        if (file) {
          const size = statSync(file.path).size;
          return ok({
            auditId,
            auditTime: file.auditTime,
            recordId: `file_${auditId}`,
            rootHash: file.rootHash,
            leafCount: file.leafCount,
            userCount: 0,
            treeBytes: size,
            totals: file.totals,
          });
        }
        const audit = await service.audit(auditId);
        if (!audit) throw notFound(auditId);
        const { tree, users } = await service.tree(audit);
        return ok({
          auditId,
          auditTime: audit.auditTime,
          recordId: audit.recordId,
          rootHash: tree.rootHash,
          leafCount: tree.leafCount,
          userCount: users.size,
          treeBytes: tree.bytes.length,
          totals: tree.totals,
        });
      });

      api.get('/asset/porl/v2/user_check', async (request) => {
        const { auditId, userHash } = parseQuery(userCheckQuery, request.query);
        if (!service.fileAudit(auditId) && !(await service.audit(auditId))) throw notFound(auditId);
        const found = await service.userCheck(auditId, userHash.toLowerCase());
        return ok(
          found
            ? { included: true, leafCount: found.leafCount, balances: found.balances }
            : { included: false, leafCount: 0, balances: [] },
        );
      });

      /** The user's own proof (a few kilobytes) beside the full tree: checked in the browser against the published root. */
      api.get('/asset/porl/v2/user_proof', async (request, reply) => {
        const { auditId, userHash } = parseQuery(userCheckQuery, request.query);
        if (!service.fileAudit(auditId) && !(await service.audit(auditId))) throw notFound(auditId);
        const proof = await service.userProof(auditId, userHash.toLowerCase());
        if (!proof) throw new ApiError(ErrorCodes.NotFound, `no leaf of this user hash in audit ${auditId}`);
        return reply
          .header('cache-control', 'private, max-age=86400')
          .type('application/x-protobuf')
          .header('content-length', proof.length)
          .send(Buffer.from(proof.buffer, proof.byteOffset, proof.length));
      });

      api.get('/asset/porl/v2/tree', async (request, reply) => {
        const { auditId } = parseQuery(auditQuery, request.query);
        const file = service.fileAudit(auditId);
        // An audit's tree never changes, so it is cached for a day: only once the lookup found it (a 404 is not cached).
        const cacheable = () => reply.header('cache-control', 'public, max-age=86400, immutable').type('application/x-protobuf');
        if (file) return cacheable().header('content-length', statSync(file.path).size).send(createReadStream(file.path));
        const audit = await service.audit(auditId);
        if (!audit) throw notFound(auditId);
        const { tree } = await service.tree(audit);
        return cacheable()
          .header('content-length', tree.bytes.length)
          .send(Buffer.from(tree.bytes.buffer, tree.bytes.byteOffset, tree.bytes.length));
      });

      api.get('/asset/porl/assets', async () => ok({ rows: (await service.sheet()).assets, updatedAt: deps.clock() }));
      api.get('/asset/porl/liabilities', async () => ok({ rows: (await service.sheet()).liabilities, updatedAt: deps.clock() }));
      api.get('/asset/porl/earn/liabilities', async () => ok({ rows: (await service.sheet()).earnLiabilities, updatedAt: deps.clock() }));
      api.get('/asset/porl/earnAssets', async (request) => {
        const { excludeWooToken } = parseQuery(earnQuery, request.query);
        return ok({
          ...reserveTotals(await service.sheet(), excludeWooToken === 'true'),
          excludeWooToken: excludeWooToken === 'true',
          updatedAt: deps.clock(),
        });
      });
      api.get('/earn/public/assets/rwa', async () => ok({ rows: (await service.sheet()).rwa, updatedAt: deps.clock() }));
    },
    { prefix: '/api' },
  );

  if (deps.control) registerReservesControl(app, service, deps.clock, deps.treeDir ?? '.data/bench');
  return service;
}
