import { z } from 'zod';
import type { AuthOptions } from './auth/auth-options';
import type { Store } from './store/account-repository';

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
  orderbookIntervalMs: 50,
  serverPingMs: 10000,
  clock: () => Date.now(),
  logErrors: false,
  cmsContentKey: 'local-content-key',
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
  ORDERBOOK_INTERVAL_MS: z.coerce.number().int().min(1).max(60_000).default(DEFAULT_OPTIONS.orderbookIntervalMs),
  SIM_CMS_KEY: z.string().min(1).default(DEFAULT_OPTIONS.cmsContentKey),
});

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
    orderbookIntervalMs: e.ORDERBOOK_INTERVAL_MS,
    cmsContentKey: e.SIM_CMS_KEY,
    logErrors: true,
  };
}
