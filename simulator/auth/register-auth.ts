import type { FastifyInstance } from 'fastify';
import type { Store } from '../store/account-repository';
import { authOptionsFromEnv, type AuthOptions } from './auth-options';
import { registerAuthControlRoutes, SessionTtl } from './auth-control';
import { registerAuthRoutes } from './auth-routes';
import { applyEmulatorVariable, FirebaseAdminVerifier } from './id-token-verifier';
import { FirebaseAdminDirectory, type IdentityDirectory } from './identity-directory';
import type { SignInFactor } from './sign-in-factor';
import { MemoryTokenSyncRepository } from './token-sync-repository';

export interface AuthMount {
  /** Registers the identity calls on the `/api` scope. */
  api(api: FastifyInstance, signInFactor?: SignInFactor): void;
  /** Registers `/__control/auth/*` (only with SIM_CONTROL=1). */
  control(app: FastifyInstance): void;
  /** The session lifetime now (the control surface may shorten it): sessions other parts issue (sub-accounts). */
  sessionTtlMs(): number;
  /** The provider's user records (an email change moves the sign-in address); none when a test verifies tokens itself. */
  readonly directory: IdentityDirectory | undefined;
}

/** Builds the identity part of the simulator from the options (or the environment) and the store. */
export function createAuthMount(
  store: Store,
  clock: () => number,
  overrides: Partial<AuthOptions> = {},
  reservedCoolName?: (coolName: string) => boolean,
): AuthMount {
  const options: AuthOptions = { ...authOptionsFromEnv(process.env), ...overrides };
  // The variable is set (or removed) before firebase-admin can load: it alone decides whether unsigned tokens pass.
  if (!options.verifier) applyEmulatorVariable(options.emulatorHost);
  const verifier = options.verifier ?? new FirebaseAdminVerifier({ emulatorHost: options.emulatorHost, projectId: options.projectId });
  const ttl = new SessionTtl(options.sessionTtlMs);
  const tokenSyncs = store.tokenSyncs ?? new MemoryTokenSyncRepository();
  return {
    api: (api, signInFactor) =>
      registerAuthRoutes(api, {
        accounts: store.accounts,
        tokenSyncs,
        verifier,
        options,
        sessionTtlMs: (email) => ttl.get(email),
        clock,
        reservedCoolName,
        signInFactor,
      }),
    control: (app) => registerAuthControlRoutes(app, ttl),
    sessionTtlMs: () => ttl.get(),
    directory:
      options.directory ??
      (options.verifier ? undefined : new FirebaseAdminDirectory({ emulatorHost: options.emulatorHost, projectId: options.projectId })),
  };
}
