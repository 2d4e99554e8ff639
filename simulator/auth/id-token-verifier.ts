/** What the simulator needs to know about a verified Firebase ID token. */
export interface VerifiedIdToken {
  readonly uid: string;
  readonly email: string | null;
  /** The provider verified `email` (the `email_verified` claim); false when the claim is absent. */
  readonly emailVerified?: boolean;
  readonly name: string | null;
  readonly provider: string;
  /** Issued-at, epoch seconds. */
  readonly issuedAt: number;
  /** When the user last signed in (the `auth_time` claim), epoch seconds; `issuedAt` when absent. */
  readonly authTime?: number;
}

/**
 * Verifies a Firebase ID token; resolves `undefined` for a missing, forged, expired, revoked or unknown-user token
 * and rejects with `IdentityUnavailableError` when the verifier itself cannot answer (emulator or Google down).
 */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdToken | undefined>;
}

/** The identity service could not be reached: the caller answers -1000 / HTTP 503, not "bad token". */
export class IdentityUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IdentityUnavailableError';
  }
}

/** A correctly signed token of a user whose tokens Firebase revoked (or who is disabled): the caller ends their sessions. */
export class IdTokenRevokedError extends Error {
  constructor(readonly uid: string) {
    super('ID token revoked');
    this.name = 'IdTokenRevokedError';
  }
}

/** The `sub` of a JWT's payload (read only after firebase-admin has checked the signature). */
function subjectOf(jwt: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export interface FirebaseVerifierOptions {
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST); `null` verifies real Google-signed tokens. */
  readonly emulatorHost: string | null;
  readonly projectId: string;
}

type AdminAuth = { verifyIdToken(token: string, checkRevoked?: boolean): Promise<Record<string, unknown>> };
export type AdminLoader = (projectId: string) => Promise<AdminAuth>;

const EMULATOR_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';

/**
 * firebase-admin decides "emulator mode" (unsigned tokens accepted) from the environment variable at every call,
 * so the variable must say exactly what the options say: the emulator's host, or nothing at all.
 */
export function applyEmulatorVariable(emulatorHost: string | null, env: NodeJS.ProcessEnv = process.env): void {
  if (emulatorHost) env[EMULATOR_VARIABLE] = emulatorHost;
  else delete env[EMULATOR_VARIABLE];
}

/** A firebase-admin error's `code` (`auth/user-not-found`, `app/network-error`, …); '' when it has none. */
export function adminErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
}

/** Error codes of firebase-admin that mean "could not ask", not "the token is bad". */
export function isTransportFailure(error: unknown): boolean {
  const code = adminErrorCode(error);
  return code === '' || code.startsWith('app/') || code === 'auth/internal-error';
}

export const loadAdmin: AdminLoader = async (projectId) => {
  const { initializeApp, getApps } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const name = `simulator-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  return getAuth(app);
};

/**
 * firebase-admin's `verifyIdToken` with revocation checks, loaded on first use so runs that never sign in do not
 * pay for it. With an emulator host the admin SDK accepts the emulator's unsigned tokens and checks the user exists;
 * without one (`none`) the variable is removed before the SDK loads and before every call, so only Google-signed
 * tokens pass. A failed load is not cached: the next call tries again.
 */
export class FirebaseAdminVerifier implements IdTokenVerifier {
  private auth: Promise<AdminAuth> | undefined;

  constructor(
    private readonly options: FirebaseVerifierOptions,
    private readonly loader: AdminLoader = loadAdmin,
  ) {}

  async verify(idToken: string): Promise<VerifiedIdToken | undefined> {
    let decoded: Record<string, unknown>;
    try {
      const auth = await this.load();
      applyEmulatorVariable(this.options.emulatorHost);
      decoded = await auth.verifyIdToken(idToken, true);
    } catch (error) {
      if (error instanceof IdentityUnavailableError) throw error;
      const code = adminErrorCode(error);
      // Revocation is checked only after the signature and claims passed, so the subject is the verified user's.
      if (code === 'auth/id-token-revoked' || code === 'auth/user-disabled') {
        const uid = subjectOf(idToken);
        if (uid) throw new IdTokenRevokedError(uid);
        return undefined;
      }
      if (isTransportFailure(error)) throw new IdentityUnavailableError(error instanceof Error ? error.message : String(error));
      return undefined;
    }
    const firebase = (decoded.firebase ?? {}) as { sign_in_provider?: string };
    const issuedAt = Number(decoded.iat);
    const authTime = Number(decoded.auth_time);
    return {
      uid: String(decoded.uid),
      email: typeof decoded.email === 'string' ? decoded.email : null,
      emailVerified: decoded.email_verified === true,
      name: typeof decoded.name === 'string' ? decoded.name : null,
      provider: firebase.sign_in_provider ?? 'unknown',
      issuedAt,
      authTime: Number.isFinite(authTime) ? authTime : issuedAt,
    };
  }

  private load(): Promise<AdminAuth> {
    if (!this.auth) {
      applyEmulatorVariable(this.options.emulatorHost);
      const loading = this.loader(this.options.projectId).catch((error: unknown) => {
        this.auth = undefined; // retry on the next call instead of failing forever
        throw new IdentityUnavailableError(`firebase-admin failed to load: ${error instanceof Error ? error.message : String(error)}`);
      });
      this.auth = loading;
    }
    return this.auth;
  }
}
