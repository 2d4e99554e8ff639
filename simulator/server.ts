import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { registerApiDocs } from './api-docs/register-api-docs';
import type { ApiRegistry } from './api-docs/api-registry';
import { DEFAULT_OPTIONS, type SimulatorOptions } from './config';
import { assertLoopbackForControl, controlSecretFor, registerControlGuard } from './control/control-guard';
import { ControlState } from './control/control-state';
import { registerHttpFaults } from './control/http-faults';
import { originFormUrl } from './http/canonical-route';
import { CspReports, registerCspReports } from './http/csp-report';
import { registerErrorHandling } from './http/error-handling';
import { hostPolicy, registerHostAllowList } from './http/host-policy';
import { registerFormBodyParser, registerJsonBodyParser } from './http/json-body';
import { rateRules, RateLimiter, registerRateLimits } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { hasBuiltApp, pageFor, registerAppConfig, registerStaticFiles } from './http/static-files';
import { registerWireEncoding } from './http/wire-period';
import { randomSeed, seedFrom } from './market/prng';
import { startModules, type StartedModules } from './module-runner';
import { MODULES } from './modules';
import { schemaOf } from './schema';
import { openStore } from './store/open-store';
import { ConnectionGate } from './stream/connection-gate';
import { streamLimits } from './stream/stream-limits';
import { withSessionWatch } from './stream/session-watch';
import { tradingModule } from './trading/module';
import { simulatorFrom } from './simulator-parts';

import type { RunningSimulator, Simulator } from './simulator-types';

export type { RunningSimulator, Simulator } from './simulator-types';

/**
 * Builds the whole exchange (not listening yet: use `app.inject`, or `startSimulator`): the HTTP server's own layers
 * (parsers, headers, hosts, limits, compression, the control guard, errors), then every module of `simulator/modules.ts`
 * through its phases (simulator/module.ts).
 */
export async function buildSimulator(overrides: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const options: SimulatorOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const { clock } = options;
  if (options.control) assertLoopbackForControl(options.host);
  const seed = options.seed !== undefined ? seedFrom(options.seed) : randomSeed();
  // a session that ends (log-out, logout_all, a removed device, a switch) closes the private sockets it opened
  const started: { modules?: StartedModules } = {};
  const opened = options.store ?? (await openStore(options.dataDir, schemaOf(MODULES), { sessionIdleMs: options.sessionIdleMs }));
  const store = withSessionWatch(opened, () => started.modules?.part(tradingModule).privateHub);
  const control = new ControlState();
  const hosts = hostPolicy(options.host, options.allowedHosts, options.allowedOrigins);
  const streamGate = new ConnectionGate(streamLimits(options.streamLimits), control, hosts);
  const modules = await startModules(MODULES, { options, clock, seed, store, control, hosts, streamGate });
  started.modules = modules;
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    // one form of request line for everything after routing (docs/adr/0023)
    rewriteUrl: (req) => originFormUrl(req),
    requestTimeout: options.requestTimeoutMs,
    connectionTimeout: options.connectionTimeoutMs,
  });
  const cspReports = new CspReports();

  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  registerSecurityHeaders(app, options.appEnv);
  registerHostAllowList(app, hosts);
  if (options.rateLimits)
    registerRateLimits(app, new RateLimiter(rateRules(options.loginsPerMinute), options.rateLimitClock ?? (() => Date.now())));
  // Answers of 1 KB or more go out compressed (brotli, else gzip), as a production API or CDN sends them; the
  // build's hashed files carry their own .br/.gz (static-files.ts) and are sent as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.control) registerControlGuard(app, controlSecretFor(options.controlSecret, options.dataDir));
  if (options.control) registerHttpFaults(app, control);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerErrorHandling(app, {
    spaFallback: hasBuiltApp(options.distDir),
    logErrors: options.logErrors,
    pageFor: pageFor(options.distDir),
  });
  let apiDocs: ApiRegistry | undefined;
  await app.register(
    async (api) => {
      // both watch every route as it is added, so they come first
      registerWireEncoding(api, options.wirePeriod, '/api');
      apiDocs = registerApiDocs(api, '/api');
      modules.guards(api);
      modules.routes(api);
    },
    { prefix: '/api' },
  );
  await modules.pages(app);
  registerCspReports(app, cspReports, options.logErrors);
  registerAppConfig(app, options.appEnv);
  if (options.control) modules.control(app);
  if (existsSync(options.distDir)) await registerStaticFiles(app, options.distDir);
  modules.run();
  // Expired and idle sessions are deleted, not only refused.
  const purge =
    options.sessionPurgeMs > 0
      ? setInterval(() => void store.accounts.deleteExpiredSessions(clock()).catch(() => undefined), options.sessionPurgeMs).unref()
      : undefined;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(purge);
      modules.stop();
      await app.close();
      await modules.closed();
      if (!options.store) await opened.close();
    })();
    return closing;
  };
  return simulatorFrom(modules, { app, control, store, apiDocs: apiDocs!, seed, cspReports, close });
}

/** Holds `port` so that a start that cannot listen fails before it opens (and touches) the database. */
function reservePort(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Whoever connects meanwhile (a start script polling) is dropped at once: an open connection would hold close().
    const server = createServer((socket) => socket.destroy());
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} on ${host} is already in use`) : error);
    });
    server.listen({ port, host, exclusive: true }, () => resolve(server));
  });
}

/** Builds and listens; `port: 0` picks a free port (tests). The port is bound before the store is opened. */
export async function startSimulator(overrides: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  const options: SimulatorOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const held = options.port !== 0 ? await reservePort(options.port, options.host) : undefined;
  let simulator: Simulator;
  try {
    simulator = await buildSimulator(options);
  } finally {
    await new Promise<void>((resolve) => (held ? held.close(() => resolve()) : resolve()));
  }
  try {
    await simulator.app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await simulator.close();
    throw error;
  }
  const address = simulator.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { url: `http://${host}:${port}`, simulator, close: () => simulator.close() };
}
