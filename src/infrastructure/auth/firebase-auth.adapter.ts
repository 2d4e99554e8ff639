import type { Auth, AuthCredential, MultiFactorInfo, MultiFactorResolver, UserCredential } from 'firebase/auth';
import type { AuthFailure, AuthProviderPort, SignInResult } from '../../application/auth/ports/auth-provider.port';
import type { CredentialPickerPort } from '../../application/auth/ports/credential-picker.port';
import type { AuthSignIn } from '../../domain/auth/auth-user';
import type { SecondFactor } from '../../domain/auth/second-factor';
import { defaultPasswordCheck, type PasswordCheck } from '../../domain/auth/password-policy';
import { err, ok } from '../../domain/shared/result';
import { initFirebaseAuth, type FirebaseAuthSettings } from './firebase-setup';

type Sdk = typeof import('firebase/auth');

const CANCELLED: AuthFailure = { code: 'auth/cancelled-popup-request', message: 'The provider picker was closed' };

/**
 * The Firebase JS SDK behind the auth-provider port. Hosted environments use the real popups; with the
 * emulator, Google and Apple go through the local provider picker and `signInWithCredential`
 * (the Auth emulator, docs/simulator.md), so the use cases are the same.
 */
export class FirebaseAuthAdapter implements AuthProviderPort {
  private ready: Promise<{ auth: Auth; sdk: Sdk }> | undefined;
  /** The last `multi-factor-auth-required` sign-in, waiting for its second factor (firebase-second-factor.adapter.ts). */
  private resolver: MultiFactorResolver | undefined;

  constructor(
    private readonly settings: FirebaseAuthSettings,
    private readonly picker: CredentialPickerPort | undefined,
    private readonly init: typeof initFirebaseAuth = initFirebaseAuth,
  ) {}

  signInWithGoogle(): SignInResult {
    return this.run(async ({ auth, sdk }) => {
      if (this.settings.usePopups) return sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider());
      const picked = await this.picker?.pick('google.com');
      if (!picked) throw CANCELLED;
      const claims = JSON.stringify({ sub: picked.sub, email: picked.email, email_verified: true, name: picked.name });
      return sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(claims));
    });
  }

  signInWithApple(): SignInResult {
    return this.run(async ({ auth, sdk }) => {
      const provider = new sdk.OAuthProvider('apple.com');
      provider.addScope('email');
      provider.addScope('name');
      if (this.settings.usePopups) return sdk.signInWithPopup(auth, provider);
      const picked = await this.picker?.pick('apple.com');
      if (!picked) throw CANCELLED;
      const idToken = JSON.stringify({ sub: picked.sub, email: picked.email, email_verified: true, name: picked.name });
      return sdk.signInWithCredential(auth, provider.credential({ idToken }) as AuthCredential);
    });
  }

  signInWithGoogleIdToken(googleIdToken: string): SignInResult {
    return this.run(({ auth, sdk }) => sdk.signInWithCredential(auth, sdk.GoogleAuthProvider.credential(googleIdToken)));
  }

  signInWithEmail(email: string, password: string): SignInResult {
    return this.run(({ auth, sdk }) => sdk.signInWithEmailAndPassword(auth, email, password));
  }

  registerWithEmail(email: string, password: string): SignInResult {
    return this.run(({ auth, sdk }) => sdk.createUserWithEmailAndPassword(auth, email, password));
  }

  /**
   * The server's policy, through the SDK. The Auth emulator has no password-policy endpoint (every call is a 501 in
   * the console), so against it the spec's default applies without asking (minimum 6).
   */
  async validatePassword(password: string): Promise<PasswordCheck> {
    if (this.settings.emulatorUrl) return defaultPasswordCheck(password);
    try {
      const { auth, sdk } = await this.load();
      const status = await sdk.validatePassword(auth, password);
      return {
        isValid: status.isValid,
        minLength: status.passwordPolicy.customStrengthOptions.minPasswordLength ?? 6,
        maxLength: status.passwordPolicy.customStrengthOptions.maxPasswordLength,
        meetsMinLength: status.meetsMinPasswordLength ?? true,
        meetsMaxLength: status.meetsMaxPasswordLength,
        containsLowercase: status.containsLowercaseLetter,
        containsUppercase: status.containsUppercaseLetter,
        containsNumeric: status.containsNumericCharacter,
        containsNonAlphanumeric: status.containsNonAlphanumericCharacter,
      };
    } catch {
      return defaultPasswordCheck(password); // no policy from the server: the spec's default (6)
    }
  }

  /** Loads the SDK if needed (a user persisted by an earlier page is restored first). */
  async idToken(): Promise<string | undefined> {
    const { auth } = await this.load();
    await auth.authStateReady();
    return auth.currentUser ? auth.currentUser.getIdToken() : undefined;
  }

  async signOut(): Promise<void> {
    const { auth, sdk } = await this.load();
    await sdk.signOut(auth);
  }

  /** The sign-in waiting for its second factor, if any. */
  pendingResolver(): MultiFactorResolver | undefined {
    return this.resolver;
  }

  /** The SDK once loaded; a failed load (its chunk, the network) is not kept, so the next sign-in tries again. */
  load() {
    this.ready ??= this.init(this.settings).catch((error: unknown) => {
      this.ready = undefined;
      throw error;
    });
    return this.ready;
  }

  /** Runs a sign-in; a `multi-factor-auth-required` failure keeps its resolver and lists the enrolled factors. */
  async run(signIn: (ctx: { auth: Auth; sdk: Sdk }) => Promise<UserCredential>): SignInResult {
    try {
      const ctx = await this.load();
      try {
        const signedIn = await toSignIn(await signIn(ctx));
        this.resolver = undefined; // kept through a wrong second-factor code, so the user can try again
        return ok(signedIn);
      } catch (error) {
        const failure = toFailure(error);
        if (failure.code !== 'auth/multi-factor-auth-required') return err(failure);
        this.resolver = ctx.sdk.getMultiFactorResolver(ctx.auth, error as Parameters<Sdk['getMultiFactorResolver']>[1]);
        return err({ ...failure, secondFactors: this.resolver.hints.map(toSecondFactor) });
      }
    } catch (error) {
      return err(toFailure(error));
    }
  }
}

/** The SDK's credential as the port's sign-in. */
export async function toSignIn(credential: UserCredential): Promise<AuthSignIn> {
  const user = credential.user;
  return {
    user: {
      uid: user.uid,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      providerId: credential.providerId ?? 'password',
    },
    idToken: await user.getIdToken(),
  };
}

export function toSecondFactor(info: MultiFactorInfo): SecondFactor {
  const phone = 'phoneNumber' in info && typeof info.phoneNumber === 'string' ? info.phoneNumber : null;
  return {
    uid: info.uid,
    factorId: info.factorId,
    displayName: info.displayName ?? null,
    phoneNumber: phone,
    enrolledAt: info.enrollmentTime,
  };
}

export function toFailure(error: unknown): AuthFailure {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, message } = error as { code: unknown; message?: unknown };
    return { code: String(code), message: typeof message === 'string' ? message : String(code) };
  }
  return { code: 'auth/internal-error', message: error instanceof Error ? error.message : String(error) };
}
