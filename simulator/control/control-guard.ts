import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LOOPBACK_HOSTS } from '../http/host-policy';
import { matchedRoute } from '../http/canonical-route';
import { isControlPath } from '../http/request-path';

/** The header every `/__control/*` call must carry: the run's secret (a custom header also forces a CORS preflight). */
export const CONTROL_SECRET_HEADER = 'x-sim-control-secret';

/** The control surface is for tests on this machine: it refuses to start bound to anything but loopback. */
export function assertLoopbackForControl(host: string): void {
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(host.replace(/^\[|\]$/g, ''))) {
    throw new Error(`SIM_CONTROL=1 needs HOST to be a loopback address (127.0.0.1, localhost, ::1), got ${host}`);
  }
}

/**
 * The run's control secret: SIM_CONTROL_SECRET when given, else a random one written to `${dataDir}/control-secret`
 * (mode 600) for the tools of this machine to read.
 */
export function controlSecretFor(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const secret = randomBytes(24).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'control-secret'), `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Refuses (403) a control call without the run's secret; "a control call" is any request the router sends to a `/__control` route, however its path was spelt (docs/adr/0023). */
export function registerControlGuard(app: FastifyInstance, secret: string): void {
  const expected = Buffer.from(secret);
  app.addHook('onRequest', async (request, reply) => {
    const route = matchedRoute(request);
    if (!route || !isControlPath(route.url)) return;
    const given = request.headers[CONTROL_SECRET_HEADER];
    const actual = Buffer.from(typeof given === 'string' ? given : '');
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return;
    return reply.code(403).send({ ok: false, message: `control calls need the ${CONTROL_SECRET_HEADER} header of this run` });
  });
}

/** A tree file for `/__control/reserves/tree-file` must lie inside `treeDir` (no reading of arbitrary files). */
export function treeFileInside(treeDir: string, path: string): string | undefined {
  const root = resolve(treeDir);
  const file = resolve(path);
  const rel = relative(root, file);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? file : undefined;
}
