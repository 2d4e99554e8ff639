/** What the simulator needs to know about a verified Firebase ID token. */
export interface VerifiedIdToken {
  readonly uid: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly provider: string;
  /** Issued-at, epoch seconds. */
  readonly issuedAt: number;
}

/** Verifies a Firebase ID token; resolves `undefined` for a missing, forged, expired or unknown-user token. */
export interface IdTokenVerifier {
  verify(idToken: string): Promise<VerifiedIdToken | undefined>;
}

export interface FirebaseVerifierOptions {
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST); `null` verifies real Google-signed tokens. */
  readonly emulatorHost: string | null;
  readonly projectId: string;
}

/**
 * firebase-admin's `verifyIdToken`, loaded on first use so runs that never sign in do not pay for it.
 * With an emulator host, the admin SDK accepts the emulator's unsigned tokens and checks the user exists.
 */
export class FirebaseAdminVerifier implements IdTokenVerifier {
  private auth: Promise<{ verifyIdToken(token: string, checkRevoked?: boolean): Promise<Record<string, unknown>> }> | undefined;

  constructor(private readonly options: FirebaseVerifierOptions) {}

  async verify(idToken: string): Promise<VerifiedIdToken | undefined> {
    try {
      const decoded = await (await this.load()).verifyIdToken(idToken);
      const firebase = (decoded.firebase ?? {}) as { sign_in_provider?: string };
      return {
        uid: String(decoded.uid),
        email: typeof decoded.email === 'string' ? decoded.email : null,
        name: typeof decoded.name === 'string' ? decoded.name : null,
        provider: firebase.sign_in_provider ?? 'unknown',
        issuedAt: Number(decoded.iat),
      };
    } catch {
      return undefined;
    }
  }

  private load() {
    this.auth ??= (async () => {
      if (this.options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = this.options.emulatorHost;
      const { initializeApp, getApps } = await import('firebase-admin/app');
      const { getAuth } = await import('firebase-admin/auth');
      const name = `simulator-${this.options.projectId}`;
      const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: this.options.projectId }, name);
      return getAuth(app);
    })();
    return this.auth;
  }
}
