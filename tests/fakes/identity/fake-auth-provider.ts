import type { AuthFailure, AuthProviderPort, SignInResult } from '../../../src/application/auth/ports/auth-provider.port';
import type { AuthSignIn } from '../../../src/domain/auth/auth-user';
import { DEFAULT_MIN_PASSWORD_LENGTH, type PasswordCheck } from '../../../src/domain/auth/password-policy';
import type { SecondFactor } from '../../../src/domain/auth/second-factor';
import { err, ok } from '../../../src/domain/shared/result';

/** As the provider shows a factor's phone at sign-in: `+*******0100`. */
const maskPhone = (phone: string | null) => (phone ? `+${'*'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}` : null);

/** Firebase in memory: email users, a scripted Google/Apple identity, a password policy, a forced failure. */
export class FakeAuthProvider implements AuthProviderPort {
  readonly users = new Map<string, string>();
  /** What the Google / Apple popup (or one-tap) signs in as; `email: null` models a provider without email. */
  socialIdentity: { uid: string; email: string | null; idToken: string | null } = {
    uid: 'google-gina',
    email: 'gina@example.com',
    idToken: 'id-token-gina',
  };
  minLength = DEFAULT_MIN_PASSWORD_LENGTH;
  failNext: AuthFailure | undefined;
  /** Second factors per email user, or per social identity's uid (multi-factor sign-in, fake-second-factor.ts). */
  readonly secondFactors = new Map<string, SecondFactor[]>();
  /** The email user whose password sign-in waits for its second factor. */
  pendingSecondFactor: string | undefined;
  signedIn: string | undefined;
  signOuts = 0;
  readonly calls: string[] = [];

  signInWithGoogle(): SignInResult {
    return this.social('google');
  }

  signInWithApple(): SignInResult {
    return this.social('apple');
  }

  signInWithGoogleIdToken(googleIdToken: string): SignInResult {
    return this.social(`one-tap:${googleIdToken}`);
  }

  async signInWithEmail(email: string, password: string): SignInResult {
    this.calls.push(`email-login:${email}`);
    const failure = this.takeFailure();
    if (failure) return err(failure);
    if (this.users.get(email) !== password) return err({ code: 'auth/invalid-credential', message: 'bad credentials' });
    const factors = this.secondFactors.get(email) ?? [];
    if (factors.length > 0) {
      this.pendingSecondFactor = email;
      return err({
        code: 'auth/multi-factor-auth-required',
        message: 'second factor required',
        secondFactors: factors.map((f) => ({ ...f, phoneNumber: maskPhone(f.phoneNumber) })),
      });
    }
    return ok(this.session(email, email));
  }

  async registerWithEmail(email: string, password: string): SignInResult {
    this.calls.push(`register:${email}`);
    const failure = this.takeFailure();
    if (failure) return err(failure);
    if (this.users.has(email)) return err({ code: 'auth/email-already-in-use', message: 'in use' });
    this.users.set(email, password);
    return ok(this.session(email, email));
  }

  async validatePassword(password: string): Promise<PasswordCheck> {
    const meetsMinLength = password.length >= this.minLength;
    return { isValid: meetsMinLength, minLength: this.minLength, meetsMinLength };
  }

  async idToken(): Promise<string | undefined> {
    return this.signedIn ? `id-token-${this.signedIn}` : undefined;
  }

  async signOut(): Promise<void> {
    this.signOuts += 1;
    this.signedIn = undefined;
  }

  private async social(kind: string): SignInResult {
    this.calls.push(kind);
    const failure = this.takeFailure();
    if (failure) return err(failure);
    const { uid, email, idToken } = this.socialIdentity;
    // an identity with a second factor (keyed by its uid) waits for it, as a password sign-in does
    const factors = this.secondFactors.get(uid) ?? [];
    if (factors.length > 0) {
      this.pendingSecondFactor = uid;
      return err({
        code: 'auth/multi-factor-auth-required',
        message: 'second factor required',
        secondFactors: factors.map((f) => ({ ...f, phoneNumber: maskPhone(f.phoneNumber) })),
      });
    }
    this.signedIn = uid;
    return ok({ user: { uid, email, emailVerified: true, displayName: null, providerId: 'google.com' }, idToken: idToken ?? '' });
  }

  /** A sign-in as `uid` (after a second factor, a phone or an email link). */
  session(uid: string, email: string | null): AuthSignIn {
    this.signedIn = uid;
    return { user: { uid, email, emailVerified: false, displayName: null, providerId: 'password' }, idToken: `id-token-${uid}` };
  }

  private takeFailure(): AuthFailure | undefined {
    const failure = this.failNext;
    this.failNext = undefined;
    return failure;
  }
}
