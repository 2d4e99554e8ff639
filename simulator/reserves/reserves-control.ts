import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { readFileAudit, type ReservesService } from './reserves-service';
import { userHashOf } from './audit-leaves';
import { treeFileInside } from '../control/control-guard';

const balances = z.object({
  userId: z.number().int().positive(),
  balances: z.record(z.string().regex(/^[A-Z0-9]{1,12}$/), z.string().regex(/^-?\d+(\.\d+)?$/)),
});
const newAudit = z.object({ auditTime: z.number().int().positive().optional() });
const userHash = z.object({ userId: z.coerce.number().int().positive(), auditId: z.string().min(1) });
const treeFile = z.object({ path: z.string().min(1) });

function parse<T>(schema: z.ZodType<T>, raw: unknown): T {
  const parsed = schema.safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw Object.assign(new Error(`${issue.path.join('.') || 'body'}: ${issue.message}`), { statusCode: 400 });
}

/** `/__control/reserves/*`: set balances, take an audit now, read a user's hash, serve a tree file. */
export function registerReservesControl(app: FastifyInstance, service: ReservesService, clock: () => number, treeDir: string): void {
  app.post('/__control/reserves/balances', async (request) => {
    const input = parse(balances, request.body);
    for (const [token, amount] of Object.entries(input.balances)) await service.repo.setBalance(input.userId, token, amount);
    return { ok: true };
  });
  app.post('/__control/reserves/audits', async (request) => {
    const audit = await service.createAudit(parse(newAudit, request.body).auditTime ?? clock());
    return { ok: true, auditId: audit.auditId, auditTime: audit.auditTime };
  });
  app.get('/__control/reserves/user-hash', async (request) => {
    const input = parse(userHash, request.query);
    const audit = await service.audit(input.auditId);
    const entry = audit?.entries.find((e) => e.userId === input.userId);
    if (!audit || !entry) throw Object.assign(new Error('no such user in that audit'), { statusCode: 404 });
    return { ok: true, userHash: Buffer.from(userHashOf(entry, audit.auditTime)).toString('hex'), auditTime: audit.auditTime };
  });
  app.post('/__control/reserves/tree-file', async (request) => {
    const path = treeFileInside(treeDir, parse(treeFile, request.body).path);
    if (!path) throw Object.assign(new Error(`path: must be a file inside ${treeDir} (SIM_TREE_DIR)`), { statusCode: 400 });
    let audit;
    try {
      audit = readFileAudit(path);
    } catch {
      throw Object.assign(new Error('path: no readable tree sidecar (<path>.json) there'), { statusCode: 400 });
    }
    service.registerFile(audit);
    return { ok: true, auditId: audit.auditId };
  });
}
