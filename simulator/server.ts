import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { createAuthMount } from './auth/register-auth';
import { DEFAULT_OPTIONS, type SimulatorOptions } from './config';
import { assertLoopbackForControl, controlSecretFor, registerControlGuard } from './control/control-guard';
import { registerControlRoutes } from './control/control-routes';
import { ControlState } from './control/control-state';
import { registerHttpFaults } from './control/http-faults';
import { PUBLISHED_POSTS, SEEDED_POSTS, registerBlogRoutes } from './blog/blog-routes';
import { CspReports, registerCspReports } from './http/csp-report';
import { originFormUrl } from './http/canonical-route';
import { registerErrorHandling } from './http/error-handling';
import { hostPolicy, registerHostAllowList } from './http/host-policy';
import { rateRules, RateLimiter, registerRateLimits } from './http/rate-limit';
import { registerSeoRoutes } from './site/seo-routes';
import { registerFormBodyParser, registerJsonBodyParser } from './http/json-body';
import { registerWireEncoding } from './http/wire-period';
import { registerPrivateRoutes } from './http/private-routes';
import { registerPublicRoutes } from './http/public-routes';
import { registerRegionGate } from './region/region-gate';
import { registerRegionRoutes } from './region/region-routes';
import { registerSecurityHeaders } from './http/security-headers';
import { hasBuiltApp, registerAppConfig, registerStaticFiles, shellFor } from './http/static-files';
import { registerSymbolLogos } from './http/symbol-logos';
import { MarketEngine } from './market/market-engine';
import { randomSeed, seedFrom } from './market/prng';
import { registerReserves } from './reserves/reserves-routes';
import { registerMarketRoutes } from './market/market-routes';
import { registerMarketDataRoutes } from './market/market-data-routes';
import { registerPublicV3Routes } from './market/public-v3-routes';
import { registerMarketControlRoutes } from './control/market-control-routes';
import { MemoryPartnerApplicationRepository } from './partners/partner-repository';
import { registerPartnerRoutes } from './partners/partner-routes';
import { registerApkDownload, registerApkRoutes } from './site/apk-routes';
import { registerPromotionRoutes } from './site/promotion-routes';

import { openStore } from './store/open-store';
import { StreamHub } from './stream/stream-hub';
import { streamLimits } from './stream/stream-limits';
import { registerStreamRoute } from './stream/ws-route';
import { streamKeyAuth } from './stream/stream-key-auth';
import { AlgoOrders } from './trading/algo-orders';
import { registerAlgoRoutes } from './trading/algo-routes';
import { PrivateStreamHub, registerPrivateStreamRoute } from './trading/private-stream';
import { MemoryTradingRepository } from './trading/records';
import { registerTradingControlRoutes } from './trading/trading-control-routes';
import { TradingEngine } from './trading/trading-engine';
import { registerLedgerRoutes } from './trading/ledger-routes';
import { registerRiskControlRoutes, registerRiskRoutes } from './trading/risk-routes';
import { DeadManSwitch, TradingHooks, registerTradingRoutes } from './trading/trading-routes';
import { MarketDataAdmin } from './md-admin/md-admin';
import { MemoryMdAdminRepository } from './md-admin/md-admin-repository';
import { registerMdAdminControlRoutes, registerMdAdminRoutes } from './md-admin/md-admin-routes';
import { registerLeverageRoutes } from './trading/leverage-routes';
import { SpotMargin } from './trading/spot-margin';
import { Convert } from './convert/convert';
import { registerConvertRoutes } from './convert/convert-routes';
import { IdentityVerification } from './kyc/kyc';
import { registerKycRoutes } from './kyc/kyc-routes';
import { MemoryKycRepository } from './kyc/kyc-repository';
import { registerSpotMarginControlRoutes, registerSpotMarginRoutes } from './trading/spot-margin-routes';
import { Deposits } from './wallet/deposits';
import { registerWalletControlRoutes, registerWalletRoutes } from './wallet/wallet-routes';
import { createSecurityMount } from './security/register-security';
import { createAuthLinksMount } from './auth-links/register-auth-links';
import { registerApiKeys } from './api-keys/register-api-keys';
import { keyFamilyFrom } from './api-keys/key-guard';
import { sealerFrom, serverSecretIn } from './api-keys/secret-sealer';
import { registerApiDocs } from './api-docs/register-api-docs';
import type { ApiRegistry } from './api-docs/api-registry';
import { Earn } from './earn/earn';
import { registerEarnControlRoutes, registerEarnRoutes } from './earn/earn-routes';
import { createSubAccountParts } from './subaccounts/sub-account-parts';
import { startWithdrawals, type WithdrawalsPart } from './wallet/withdraw-part';
import { securityWithdrawGuard } from './wallet/security-withdraw-guard';
import { Campaigns, registerCampaignControls, registerCampaigns } from './campaigns/campaigns';
import { createSocialMount, type SocialMount } from './social/register-social';
import { createListingMount } from './listing';
import { createRewardsMount } from './rewards/register-rewards';
import { createCompetitionsMount } from './competitions/register-competitions';
import { createCopyMount } from './copy/register-copy';
import { MemoryAccountCentreRepository } from './account-centre/account-centre-repository';
import { registerAccountCentre } from './account-centre/register-account-centre';

import type { RunningSimulator, Simulator } from './simulator-types';

export type { RunningSimulator, Simulator } from './simulator-types';

/** Builds the whole exchange (not listening yet: use `app.inject`, or `startSimulator`). */
export async function buildSimulator(overrides: Partial<SimulatorOptions> = {}): Promise<Simulator> {
  const options: SimulatorOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const { clock } = options;
  if (options.control) assertLoopbackForControl(options.host);
  const seed = options.seed !== undefined ? seedFrom(options.seed) : randomSeed();
  const store = options.store ?? (await openStore(options.dataDir, { sessionIdleMs: options.sessionIdleMs }));
  // the simulated traders' cool names are taken (the population is built after the trading engine, below)
  const socialRef: { current?: SocialMount } = {};
  const auth = createAuthMount(store, clock, options.auth, (name) => socialRef.current?.traders.isReservedName(name) ?? false);
  const engine = new MarketEngine(seed, clock());
  const control = new ControlState();
  const hub = new StreamHub(engine, control, options);
  const privateHub = new PrivateStreamHub(store.accounts, clock, streamLimits(options.streamLimits));
  const trading = new TradingEngine(engine, store.trading ?? new MemoryTradingRepository(), {
    clock, onError: (error) => { if (options.logErrors) console.error('trading store write failed', error); }, fundingIntervalMs: options.fundingIntervalMs,
  }, privateHub);
  await trading.start();
  const algos = new AlgoOrders(trading, (error) => { if (options.logErrors) console.error('stop order failed', error); });
  algos.start();
  // a mark fixed by the admin or the control route fires the MARK_PRICE triggers at once, as a book step would
  trading.onMarkChanged = (symbol) => algos.step(symbol);
  trading.waitingPerpAlgos = (userId) => algos.waitingPerps(userId);
  const mdAdmin = new MarketDataAdmin(engine, trading, store.mdAdmin ?? new MemoryMdAdminRepository(), options.adminEmails, clock);
  await mdAdmin.start();
  const spotMargin = new SpotMargin(trading);
  spotMargin.start(options.spotInterestIntervalMs ?? 3600 * 1000);
  const convert = new Convert(trading, engine, { clock, quoteTtlMs: options.convertQuoteTtlMs });
  const deposits = new Deposits(trading, clock);
  deposits.start(options.chainBlockMs ?? 1000);
  const kyc = new IdentityVerification(store.kyc ?? new MemoryKycRepository(), clock, options.kycReviewMs ?? 5000);
  await kyc.start();
  const earn = new Earn(trading, clock, options.earnDayMs ?? 86_400_000);
  await earn.process();
  earn.start();
  trading.feeDiscountOf = (a) => earn.feeDiscount(a.userId); // My WOO's tier lowers the fees the engine charges
  const subAccounts = createSubAccountParts({ store, trading, market: engine, clock, sessionTtlMs: () => auth.sessionTtlMs() });
  const social = await createSocialMount(trading, store, seed, clock, options.socialTraders ?? { count: 0, intervalMs: 0 }, { isAdmin: (a) => mdAdmin.roles(a).length > 0, appEnv: options.appEnv });
  socialRef.current = social;
  const copy = createCopyMount(trading, social.service, clock, { tickMs: 1000, settleMs: options.copySettleMs ?? 86_400_000 });
  const tradingHooks = new TradingHooks();
  const securityMount = await createSecurityMount(store.security, store.accounts, clock, keyFamilyFrom(subAccounts.subAccounts));
  const authLinks = await createAuthLinksMount(store.authLinks, securityMount.security, store.accounts, clock, auth.directory);
  const withdraw: WithdrawalsPart = await startWithdrawals(trading, deposits, store, options, convert, securityWithdrawGuard(securityMount.withdrawGuard, clock));
  const campaigns = new Campaigns(trading, clock);
  const listing = createListingMount(trading, store.accounts, clock);
  const rewards = createRewardsMount({ trading, notifications: campaigns.notifications, deposits, earn, clock });
  const competitions = createCompetitionsMount(trading, social, clock, options.campaignPayoutCheckMs ?? 5_000, (userId, campaignId, rank, token, amount) => rewards.rewards.payPrize(userId, campaignId, rank, token, amount));
  const app = Fastify({
    logger: false,
    routerOptions: { ignoreTrailingSlash: true },
    // one form of request line for everything after routing (docs/adr/0023)
    rewriteUrl: (req) => originFormUrl(req),
    requestTimeout: options.requestTimeoutMs,
    connectionTimeout: options.connectionTimeoutMs,
  });
  const hosts = hostPolicy(options.host, options.allowedHosts, options.allowedOrigins);
  const cspReports = new CspReports();

  registerJsonBodyParser(app);
  registerFormBodyParser(app);
  registerSecurityHeaders(app, options.appEnv);
  registerHostAllowList(app, hosts);
  if (options.rateLimits) registerRateLimits(app, new RateLimiter(rateRules(options.loginsPerMinute), options.rateLimitClock ?? (() => Date.now())));
  // Answers of 1 KB or more go out compressed (brotli, else gzip), as a production API or CDN sends them; the
  // build's hashed files carry their own .br/.gz (static-files.ts) and are sent as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  if (options.control) registerControlGuard(app, controlSecretFor(options.controlSecret, options.dataDir));
  if (options.control) registerHttpFaults(app, control);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  registerErrorHandling(app, { spaFallback: hasBuiltApp(options.distDir), logErrors: options.logErrors, shellFor: shellFor(options.distDir) });
  let apiDocs: ApiRegistry | undefined;
  const accountCentre = store.accountCentre ?? new MemoryAccountCentreRepository();
  await app.register(
    async (api) => {
      registerWireEncoding(api, options.wirePeriod, '/api');
      apiDocs = registerApiDocs(api, '/api');
      // the private stream's API-key authentication reads the same keys (stream-key-auth.ts)
      privateHub.keyAuth = streamKeyAuth(registerApiKeys(api, {
        repository: store.apiKeys, accounts: store.accounts, clock, prefix: '/api', security: securityMount.security, family: keyFamilyFrom(subAccounts.subAccounts),
        // an opened store (tests) lives for this run; a data directory keeps its server secret next to the database
        sealer: options.store ? undefined : sealerFrom(serverSecretIn(options.dataDir)),
      }), clock);
      securityMount.tradePasswordGate.register(api);
      registerPublicRoutes(api, { engine, clock });
      registerMarketRoutes(api, { engine, clock });
      registerPublicV3Routes(api, { engine, control, clock, fixedMark: (symbol) => trading.markOverrides.get(symbol) });
      registerMarketDataRoutes(api, { engine, clock, insuranceDelta: (symbol) => trading.risk.fundDelta(symbol) });
      registerPrivateRoutes(api, { accounts: store.accounts, clock });
      registerRegionRoutes(api, { accounts: store.accounts, clock });
      registerRegionGate(api, { accounts: store.accounts, clock, chosenRegion: async (userId) => (await accountCentre.settings(userId))?.region });
      const deadMan = new DeadManSwitch(clock);
      api.addHook('onClose', async () => deadMan.stop());
      registerTradingRoutes(api, { trading, algos, accounts: store.accounts, control, clock, rateLimits: options.rateLimits, hooks: tradingHooks, deadMan });
      registerMdAdminRoutes(api, { admin: mdAdmin, accounts: store.accounts, clock });
      registerRiskRoutes(api, { trading, accounts: store.accounts, control, clock });
      registerLedgerRoutes(api, { trading, accounts: store.accounts, control, clock });
      registerLeverageRoutes(api, { trading, accounts: store.accounts, control, clock });
      registerAlgoRoutes(api, { trading, algos, accounts: store.accounts, control, clock, rateLimits: options.rateLimits });
      registerSpotMarginRoutes(api, { trading, spotMargin, accounts: store.accounts, control, clock });
      registerConvertRoutes(api, { trading, convert, accounts: store.accounts, control, clock });
      registerWalletRoutes(api, { deposits, accounts: store.accounts, control, clock, dev: options.control || options.appEnv === 'local' });
      registerKycRoutes(api, { kyc, accounts: store.accounts, clock });
      registerEarnRoutes(api, { trading, earn, accounts: store.accounts, control, clock });
      subAccounts.register(api, control);
      withdraw.routes(api, { accounts: store.accounts, control, clock });
      auth.api(api);
      securityMount.api(api, options.control);
      authLinks.api(api);
      registerPartnerRoutes(api, { partners: store.partners ?? new MemoryPartnerApplicationRepository(), clock, dailyCap: options.partnerDailyCap });
      registerApkRoutes(api, clock);
      registerPromotionRoutes(api, clock);
      registerCampaigns(api, campaigns, { trading, accounts: store.accounts, control, clock });
      social.api(api);
      listing.api(api);
      rewards.api(api, { trading, accounts: store.accounts, control, clock });
      competitions.api(api, store.accounts);
      copy.api(api);
      registerAccountCentre(api, { repository: accountCentre, accounts: store.accounts, trading, control, clock });
    },
    { prefix: '/api' },
  );
  social.pages(app);
  await registerReserves(app, { store, seed, clock, control: options.control, treeDir: options.treeDir });
  const gate = registerStreamRoute(app, hub, control, { limits: streamLimits(options.streamLimits), hosts });
  registerPrivateStreamRoute(app, privateHub, gate);
  registerCspReports(app, cspReports, options.logErrors);
  const posts = options.control ? SEEDED_POSTS : PUBLISHED_POSTS;
  registerBlogRoutes(app, options.cmsContentKey, posts);
  registerSeoRoutes(app, posts);
  authLinks.pages(app);
  registerApkDownload(app);
  registerAppConfig(app, options.appEnv);
  registerSymbolLogos(app, new Set(engine.instruments.map((i) => i.base)));
  if (options.control) registerControlRoutes(app, { control, stream: hub, accounts: store.accounts, clock });
  if (options.control) auth.control(app);
  if (options.control) registerMarketControlRoutes(app, control, clock);
  if (options.control) registerTradingControlRoutes(app, { trading, hooks: tradingHooks, hub });
  if (options.control) registerMdAdminControlRoutes(app, mdAdmin);
  if (options.control) registerRiskControlRoutes(app, { trading });
  if (options.control) registerSpotMarginControlRoutes(app, { trading, spotMargin });
  if (options.control) registerWalletControlRoutes(app, { deposits });
  if (options.control) securityMount.control(app);
  if (options.control) registerEarnControlRoutes(app, { earn });
  if (options.control) withdraw.controlRoutes(app);
  if (options.control) registerCampaignControls(app, campaigns);
  if (options.control) competitions.control(app);
  if (options.control) social.control(app);
  if (options.control) listing.control(app);
  if (options.control) copy.control(app);
  if (existsSync(options.distDir)) await registerStaticFiles(app, options.distDir);
  hub.start();
  trading.risk.start(options.tickerIntervalMs);
  // Expired and idle sessions are deleted, not only refused (finding 14).
  const purge = options.sessionPurgeMs > 0
    ? setInterval(() => void store.accounts.deleteExpiredSessions(clock()).catch(() => undefined), options.sessionPurgeMs).unref()
    : undefined;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      clearInterval(purge);
      spotMargin.stop();
      deposits.stop();
      kyc.stop();
      earn.stop();
      withdraw.stop();
      social.stop();
      copy.stop();
      competitions.stop();
      hub.stop();
      trading.risk.stop();
      privateHub.closeAll();
      await app.close();
      await trading.writer.flush().catch(() => undefined);
      if (!options.store) await store.close();
    })();
    return closing;
  };
  const { security, withdrawGuard } = securityMount;
  return { app, engine, hub, control, store, trading, algos, mdAdmin, deposits, withdrawals: withdraw.withdrawals, kyc, security, withdrawGuard, earn, subAccounts, social, rewards, copy, apiDocs: apiDocs!, seed, cspReports, close };
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
