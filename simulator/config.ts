import { z } from 'zod';
import type { AuthOptions } from './auth/auth-options';
import type { Store } from './store/account-repository';
import type { StreamLimits } from './stream/stream-limits';
import { NEWEST_WIRE_PERIOD, WIRE_PERIODS, type WirePeriod } from './http/wire-period';

export const APP_ENVIRONMENTS = ['local', 'dev', 'qa', 'staging', 'production'] as const;
export const MAX_BBO_RATE = 10000;

export interface SimulatorOptions {
  readonly port: number;
  readonly host: string;
  /** SIM_SEED: fixes the generators; absent → a random seed. */
  readonly seed: string | undefined;
  readonly dataDir: string;
  readonly appEnv: (typeof APP_ENVIRONMENTS)[number];
  readonly distDir: string;
  readonly control: boolean;
  readonly bboRate: number;
  readonly tickerIntervalMs: number;
  /** SIM_FUNDING_INTERVAL_MS: funding period (8 h; tests and demos shorten it). */
  readonly fundingIntervalMs: number;
  /** ORDERBOOK_INTERVAL_MS: period of `{symbol}@orderbookupdate` and of the book step (benchmarks lower it). */
  readonly orderbookIntervalMs: number;
  /** Server `{event:"PING"}` period; 0 disables. */
  readonly serverPingMs: number;
  /** An already opened store (tests); otherwise PGlite in `${dataDir}/pg`, closed with the server. */
  readonly store?: Store;
  readonly clock: () => number;
  /** Print unexpected errors to stderr. */
  readonly logErrors: boolean;
  /** Identity options (tests); otherwise read from the environment (simulator/auth/auth-options.ts). */
  readonly auth?: Partial<AuthOptions>;
  /** SIM_CMS_KEY: the blog content API's key (the app's `blogApiKey`; `local-content-key` in the local environment). */
  readonly cmsContentKey: string;
  /** SIM_ALLOWED_HOSTS: host names served besides the loopback names and HOST (DNS-rebinding allow-list). */
  readonly allowedHosts: readonly string[];
  /** SIM_ALLOWED_ORIGINS: page origins that may open the websocket besides the page's own. */
  readonly allowedOrigins: readonly string[];
  /** Websocket caps (SIM_WS_MAX_CONNECTIONS, SIM_WS_MAX_PER_IP; tests set the rest). */
  readonly streamLimits?: Partial<StreamLimits>;
  /** Time to receive a whole request (slow-loris), and socket inactivity; ms. */
  readonly requestTimeoutMs: number;
  readonly connectionTimeoutMs: number;
  /** Per IP and route request limits (simulator/http/rate-limit.ts); false turns them off (benchmarks). */
  readonly rateLimits: boolean;
  /** SIM_LOGIN_LIMIT (default 10): sign-ins (`POST /usercenter/login`) a minute per IP. */
  readonly loginsPerMinute: number;
  /** The request limits' clock (tests freeze it so that a loaded machine cannot stretch a 1-second window). */
  readonly rateLimitClock?: () => number;
  /** SIM_PARTNER_DAILY_CAP `<per email>,<per IP>` (default 3,10), `0` = none: partner-form rows a day. */
  readonly partnerDailyCap: { readonly perEmail: number; readonly perIp: number } | null;
  /** SIM_CONTROL_SECRET: the header value control calls need; absent = random, written to `${dataDir}/control-secret`. */
  readonly controlSecret?: string;
  /** SIM_SESSION_IDLE_MS: a session unused this long ends (default 2 h). */
  readonly sessionIdleMs: number;
  /** How often expired and idle sessions are purged (ms; 0 = never). */
  readonly sessionPurgeMs: number;
  /** SIM_ADMIN_EMAILS: accounts (by email, lower case) that hold the market-data admin role (simulator/md-admin). */
  readonly adminEmails: readonly string[];
  /** SIM_TREE_DIR: the only folder `/__control/reserves/tree-file` may read (default `.data/bench`). */
  readonly treeDir: string;
  /** SIM_SPOT_INTEREST_INTERVAL_MS: how often spot margin loans accrue an hour of interest (default 1 h; 0 = never). */
  readonly spotInterestIntervalMs?: number;
  /** SIM_CONVERT_QUOTE_TTL_MS: how long a convert quote may be accepted (default 10 s). */
  readonly convertQuoteTtlMs?: number;
  /** SIM_CHAIN_BLOCK_MS: one simulated block (a deposit confirmation) per this many ms (1000; 0 = only the control route). */
  readonly chainBlockMs?: number;
  /** SIM_KYC_REVIEW_MS: how long after an identity-verification application the review decides it (default 5 s). */
  readonly kycReviewMs?: number;
  /** SIM_EARN_DAY_MS: the length of one earn day (interest, rewards, unbonding, WOO snapshots; 86,400,000 = a real day). */
  readonly earnDayMs?: number;
  /** SIM_WITHDRAW_STEP_MS: a withdrawal moves NEW → PROCESSING → COMPLETED one state per this many ms (5000; 0 = only the control route). */
  readonly withdrawStepMs?: number;
  /** SIM_SOCIAL_TRADERS / SIM_SOCIAL_TRADE_MS: the simulated traders (simulator/social; none unless set, 300 from the environment). */
  readonly socialTraders?: {
    readonly count: number;
    readonly intervalMs: number;
    readonly warmUpBatches?: number;
    readonly historyDays?: number;
  };
  /** SIM_COPY_SETTLE_MS: copy trading's profit share is settled once per this many ms (default a day: at each UTC midnight). */
  readonly copySettleMs?: number;
  /** How often ended campaigns are looked for and their prizes paid (default 5 s; tests shorten it). */
  readonly campaignPayoutCheckMs?: number;
  /** SIM_WIRE: which period of the real API's encoding the exchange's own calls answer in (simulator/http/wire-period.ts). */
  readonly wirePeriod: WirePeriod;
}

export const DEFAULT_OPTIONS: SimulatorOptions = {
  port: 8080,
  host: '127.0.0.1',
  seed: undefined,
  dataDir: '.data/sim',
  appEnv: 'local',
  distDir: 'dist',
  control: false,
  bboRate: 200,
  tickerIntervalMs: 1000,
  fundingIntervalMs: 8 * 3600 * 1000,
  orderbookIntervalMs: 50,
  serverPingMs: 10000,
  clock: () => Date.now(),
  logErrors: false,
  cmsContentKey: 'local-content-key',
  allowedHosts: [],
  allowedOrigins: [],
  requestTimeoutMs: 30_000,
  // Longer than the longest injected fault delay (120 s), so fault tests keep their sockets.
  connectionTimeoutMs: 130_000,
  rateLimits: true,
  loginsPerMinute: 10,
  partnerDailyCap: { perEmail: 3, perIp: 10 },
  treeDir: '.data/bench',
  adminEmails: [],
  sessionIdleMs: 2 * 3600 * 1000,
  sessionPurgeMs: 10 * 60 * 1000,
  wirePeriod: NEWEST_WIRE_PERIOD,
};

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_OPTIONS.port),
  HOST: z.string().min(1).default(DEFAULT_OPTIONS.host),
  SIM_SEED: z.string().min(1).optional(),
  SIM_DATA_DIR: z.string().min(1).default(DEFAULT_OPTIONS.dataDir),
  APP_ENV: z.enum(APP_ENVIRONMENTS).default(DEFAULT_OPTIONS.appEnv),
  DIST_DIR: z.string().min(1).default(DEFAULT_OPTIONS.distDir),
  SIM_CONTROL: z.enum(['0', '1']).default('0'),
  BBO_RATE: z.coerce.number().min(0).max(MAX_BBO_RATE).default(DEFAULT_OPTIONS.bboRate),
  TICKER_INTERVAL_MS: z.coerce.number().int().min(10).max(3_600_000).default(DEFAULT_OPTIONS.tickerIntervalMs),
  SIM_FUNDING_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 24 * 3600 * 1000)
    .default(DEFAULT_OPTIONS.fundingIntervalMs),
  ORDERBOOK_INTERVAL_MS: z.coerce.number().int().min(1).max(60_000).default(DEFAULT_OPTIONS.orderbookIntervalMs),
  SIM_CMS_KEY: z.string().min(1).default(DEFAULT_OPTIONS.cmsContentKey),
  SIM_ALLOWED_HOSTS: z
    .string()
    .regex(/^[\w.:[\], -]*$/, 'must be a comma-separated list of host names')
    .default(''),
  SIM_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .refine((v) => list(v).every((o) => /^https?:\/\/[^/]+$/.test(o)), 'must be a comma-separated list of http(s) origins'),
  SIM_WS_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).optional(),
  SIM_WS_MAX_PER_IP: z.coerce.number().int().min(1).max(100_000).optional(),
  SIM_RATE_LIMITS: z.enum(['0', '1']).default('1'),
  SIM_LOGIN_LIMIT: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_OPTIONS.loginsPerMinute),
  SIM_CONTROL_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII')
    .optional(),
  SIM_TREE_DIR: z.string().min(1).default(DEFAULT_OPTIONS.treeDir),
  SIM_ADMIN_EMAILS: z
    .string()
    .max(10_000)
    .default('')
    .refine((v) => list(v).every((e) => /^[^\s@,]+@[^\s@,]+$/.test(e)), 'must be a comma-separated list of emails'),
  SIM_SESSION_IDLE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(366 * 24 * 3600 * 1000)
    .default(DEFAULT_OPTIONS.sessionIdleMs),
  SIM_PARTNER_DAILY_CAP: z
    .string()
    .regex(/^(0|\d{1,6},\d{1,6})$/, 'must be <per email>,<per IP> or 0')
    .default('3,10'),
  SIM_SPOT_INTEREST_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 3600 * 1000)
    .optional(),
  SIM_CONVERT_QUOTE_TTL_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3600 * 1000)
    .optional(),
  SIM_CHAIN_BLOCK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600 * 1000)
    .optional(),
  SIM_KYC_REVIEW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
  SIM_EARN_DAY_MS: z.coerce.number().int().min(1000).max(86_400_000).optional(),
  SIM_COPY_SETTLE_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(7 * 86_400_000)
    .optional(),
  SIM_WITHDRAW_STEP_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600 * 1000)
    .optional(),
  SIM_SOCIAL_TRADERS: z.coerce.number().int().min(0).max(5000).default(300),
  SIM_SOCIAL_TRADE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600 * 1000)
    .default(5000),
  SIM_SOCIAL_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).default(90),
  SIM_WIRE: z.enum(WIRE_PERIODS).default(NEWEST_WIRE_PERIOD),
});

const list = (value: string): string[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Reads the options from the environment; throws a readable error on a bad value. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): SimulatorOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid simulator environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    ...DEFAULT_OPTIONS,
    port: e.PORT,
    host: e.HOST,
    seed: e.SIM_SEED,
    dataDir: e.SIM_DATA_DIR,
    appEnv: e.APP_ENV,
    distDir: e.DIST_DIR,
    control: e.SIM_CONTROL === '1',
    bboRate: e.BBO_RATE,
    tickerIntervalMs: e.TICKER_INTERVAL_MS,
    fundingIntervalMs: e.SIM_FUNDING_INTERVAL_MS,
    orderbookIntervalMs: e.ORDERBOOK_INTERVAL_MS,
    cmsContentKey: e.SIM_CMS_KEY,
    allowedHosts: list(e.SIM_ALLOWED_HOSTS),
    allowedOrigins: list(e.SIM_ALLOWED_ORIGINS),
    streamLimits: {
      ...(e.SIM_WS_MAX_CONNECTIONS !== undefined ? { maxConnections: e.SIM_WS_MAX_CONNECTIONS } : {}),
      ...(e.SIM_WS_MAX_PER_IP !== undefined ? { maxConnectionsPerIp: e.SIM_WS_MAX_PER_IP } : {}),
    },
    rateLimits: e.SIM_RATE_LIMITS === '1',
    loginsPerMinute: e.SIM_LOGIN_LIMIT,
    partnerDailyCap:
      e.SIM_PARTNER_DAILY_CAP === '0'
        ? null
        : (([perEmail, perIp]) => ({ perEmail, perIp }))(e.SIM_PARTNER_DAILY_CAP.split(',').map(Number)),
    controlSecret: e.SIM_CONTROL_SECRET,
    treeDir: e.SIM_TREE_DIR,
    adminEmails: list(e.SIM_ADMIN_EMAILS).map((email) => email.toLowerCase()),
    sessionIdleMs: e.SIM_SESSION_IDLE_MS,
    ...(e.SIM_SPOT_INTEREST_INTERVAL_MS !== undefined ? { spotInterestIntervalMs: e.SIM_SPOT_INTEREST_INTERVAL_MS } : {}),
    ...(e.SIM_CONVERT_QUOTE_TTL_MS !== undefined ? { convertQuoteTtlMs: e.SIM_CONVERT_QUOTE_TTL_MS } : {}),
    ...(e.SIM_CHAIN_BLOCK_MS !== undefined ? { chainBlockMs: e.SIM_CHAIN_BLOCK_MS } : {}),
    ...(e.SIM_KYC_REVIEW_MS !== undefined ? { kycReviewMs: e.SIM_KYC_REVIEW_MS } : {}),
    ...(e.SIM_EARN_DAY_MS !== undefined ? { earnDayMs: e.SIM_EARN_DAY_MS } : {}),
    ...(e.SIM_COPY_SETTLE_MS !== undefined ? { copySettleMs: e.SIM_COPY_SETTLE_MS } : {}),
    ...(e.SIM_WITHDRAW_STEP_MS !== undefined ? { withdrawStepMs: e.SIM_WITHDRAW_STEP_MS } : {}),
    socialTraders: {
      count: e.SIM_SOCIAL_TRADERS,
      intervalMs: e.SIM_SOCIAL_TRADE_MS,
      warmUpBatches: 20,
      historyDays: e.SIM_SOCIAL_HISTORY_DAYS,
    },
    wirePeriod: e.SIM_WIRE,
    logErrors: true,
  };
}
