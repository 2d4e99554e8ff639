import { z } from 'zod';
import { parseEuRule, type EuRule } from './eu-rule';
import type { IdTokenVerifier } from './id-token-verifier';
import type { IdentityDirectory } from './identity-directory';

/** The identity part of the simulator: how ID tokens are verified, session lifetime, the EU rule. */
export interface AuthOptions {
  /** FIREBASE_AUTH_EMULATOR_HOST (default 127.0.0.1:9099); `none` verifies real tokens. */
  readonly emulatorHost: string | null;
  /** FIREBASE_PROJECT_ID (default demo-exchange, the emulator's project). */
  readonly projectId: string;
  /** SIM_SESSION_TTL_MS: lifetime of an exchange session token (default 24 h). */
  readonly sessionTtlMs: number;
  /** SIM_EU_RULE: none | all | email:<suffix,…>. */
  readonly euRule: EuRule;
  /** Maximum ID-token age the token-sync endpoint accepts (300 s). */
  readonly maxIdTokenAgeSec: number;
  /** A verifier to use instead of firebase-admin (unit tests). */
  readonly verifier?: IdTokenVerifier;
  /** The provider's user records to change (an email change); firebase-admin unless a test gives its own. */
  readonly directory?: IdentityDirectory;
}

export const DAY_MS = 24 * 3600 * 1000;

export const DEFAULT_AUTH_OPTIONS: AuthOptions = {
  emulatorHost: '127.0.0.1:9099',
  projectId: 'demo-exchange',
  sessionTtlMs: DAY_MS,
  euRule: { kind: 'none' },
  maxIdTokenAgeSec: 300,
};

const envSchema = z.object({
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^(none|[\w.-]+:\d{1,5})$/, 'must be host:port or none')
    .optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/)
    .optional(),
  SIM_SESSION_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(366 * DAY_MS)
    .optional(),
  SIM_EU_RULE: z.string().optional(),
});

/** Reads the identity options from the environment; throws a readable error on a bad value. */
export function authOptionsFromEnv(env: NodeJS.ProcessEnv): AuthOptions {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`invalid simulator environment: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    ...DEFAULT_AUTH_OPTIONS,
    emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST === 'none' ? null : (e.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_AUTH_OPTIONS.emulatorHost),
    projectId: e.FIREBASE_PROJECT_ID ?? DEFAULT_AUTH_OPTIONS.projectId,
    sessionTtlMs: e.SIM_SESSION_TTL_MS ?? DEFAULT_AUTH_OPTIONS.sessionTtlMs,
    euRule: parseEuRule(e.SIM_EU_RULE),
  };
}
