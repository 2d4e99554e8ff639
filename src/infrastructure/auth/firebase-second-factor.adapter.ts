import type { ApplicationVerifier, ConfirmationResult, RecaptchaVerifier } from 'firebase/auth';
import type { AuthFailure, SignInResult } from '../../application/auth/ports/auth-provider.port';
import type { PasswordlessSignInPort, SecondFactorPort } from '../../application/auth/ports/second-factor.port';
import type { SecondFactor } from '../../domain/auth/second-factor';
import { err, ok, type Result } from '../../domain/shared/result';
import { toFailure, toSecondFactor, type FirebaseAuthAdapter } from './firebase-auth.adapter';

const EMAIL_KEY = 'ex.emailForSignIn';
const NOT_SIGNED_IN: AuthFailure = { code: 'auth/user-token-expired', message: 'No signed-in user' };
const NO_PENDING: AuthFailure = { code: 'auth/missing-multi-factor-session', message: 'No sign-in is waiting for a second factor' };

/**
 * Multi-factor (phone SMS factors) and passwordless sign-in with the Firebase SDK, loaded with it on demand. The SMS
 * calls go behind an invisible reCAPTCHA (the SDK's mock against the emulator: `appVerificationDisabledForTesting`).
 */
export class FirebaseSecondFactor implements SecondFactorPort, PasswordlessSignInPort {
  private readonly confirmations = new Map<string, ConfirmationResult>();

  constructor(
    private readonly firebase: FirebaseAuthAdapter,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.localStorage,
  ) {}

  private async attempt<T>(work: () => Promise<T>): Promise<Result<T, AuthFailure>> {
    try {
      return ok(await work());
    } catch (error) {
      return err(toFailure(error));
    }
  }

  /**
   * An invisible reCAPTCHA in a hidden element of its own, for one SMS: a verifier is not reused (a second send with
   * the same one never answers), it is cleared and its element removed afterwards.
   */
  private async withVerifier<T>(send: (verifier: ApplicationVerifier) => Promise<T>): Promise<T> {
    const { auth, sdk } = await this.firebase.load();
    const host = document.createElement('div');
    host.hidden = true;
    document.body.append(host);
    const verifier: RecaptchaVerifier = new sdk.RecaptchaVerifier(auth, host, { size: 'invisible' });
    try {
      return await send(verifier);
    } finally {
      verifier.clear();
      host.remove();
    }
  }

  private async user() {
    const { auth, sdk } = await this.firebase.load();
    await auth.authStateReady();
    if (!auth.currentUser) throw NOT_SIGNED_IN;
    return { user: auth.currentUser, auth, sdk };
  }

  enrolled(): Promise<Result<SecondFactor[], AuthFailure>> {
    return this.attempt(async () => {
      const { user, sdk } = await this.user();
      return sdk.multiFactor(user).enrolledFactors.map(toSecondFactor);
    });
  }

  startEnrollment(phoneNumber: string): Promise<Result<string, AuthFailure>> {
    return this.attempt(async () => {
      const { user, auth, sdk } = await this.user();
      await user.reload(); // a just-verified email counts
      const session = await sdk.multiFactor(user).getSession();
      return this.withVerifier((v) => new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ phoneNumber, session }, v));
    });
  }

  finishEnrollment(verificationId: string, code: string, displayName: string): Promise<Result<void, AuthFailure>> {
    return this.attempt(async () => {
      const { user, sdk } = await this.user();
      const assertion = sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code));
      await sdk.multiFactor(user).enroll(assertion, displayName);
    });
  }

  unenroll(factorUid: string): Promise<Result<void, AuthFailure>> {
    return this.attempt(async () => {
      const { user, sdk } = await this.user();
      await sdk.multiFactor(user).unenroll(factorUid);
    });
  }

  sendEmailVerification(): Promise<Result<void, AuthFailure>> {
    return this.attempt(async () => {
      const { user, sdk } = await this.user();
      await sdk.sendEmailVerification(user);
    });
  }

  startSignIn(factorUid: string): Promise<Result<string, AuthFailure>> {
    return this.attempt(async () => {
      const resolver = this.firebase.pendingResolver();
      const hint = resolver?.hints.find((h) => h.uid === factorUid);
      if (!resolver || !hint) throw NO_PENDING;
      const { auth, sdk } = await this.firebase.load();
      return this.withVerifier((v) =>
        new sdk.PhoneAuthProvider(auth).verifyPhoneNumber({ multiFactorHint: hint, session: resolver.session }, v),
      );
    });
  }

  finishSignIn(verificationId: string, code: string): SignInResult {
    const resolver = this.firebase.pendingResolver();
    return this.firebase.run(async ({ sdk }) => {
      if (!resolver) throw NO_PENDING;
      return resolver.resolveSignIn(sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code)));
    });
  }

  // ---- passwordless ----------------------------------------------------------------------------------------------

  sendPhoneCode(phoneNumber: string): Promise<Result<string, AuthFailure>> {
    return this.attempt(async () => {
      const { auth, sdk } = await this.firebase.load();
      const confirmation = await this.withVerifier((v) => sdk.signInWithPhoneNumber(auth, phoneNumber, v));
      this.confirmations.set(confirmation.verificationId, confirmation);
      return confirmation.verificationId;
    });
  }

  confirmPhoneCode(verificationId: string, code: string): SignInResult {
    return this.firebase.run(async () => {
      const confirmation = this.confirmations.get(verificationId);
      if (!confirmation) throw { code: 'auth/missing-verification-id', message: 'Send a code first' };
      const credential = await confirmation.confirm(code);
      this.confirmations.delete(verificationId);
      return credential;
    });
  }

  sendEmailLink(email: string, continueUrl: string): Promise<Result<void, AuthFailure>> {
    return this.attempt(async () => {
      const { auth, sdk } = await this.firebase.load();
      await sdk.sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
      this.storage?.setItem(EMAIL_KEY, email);
    });
  }

  async isEmailLink(url: string): Promise<boolean> {
    if (!/[?&]oobCode=/.test(url)) return false; // most pages: no need to load the SDK
    const { auth, sdk } = await this.firebase.load();
    return sdk.isSignInWithEmailLink(auth, url);
  }

  emailLinkAddress(): string | undefined {
    return this.storage?.getItem(EMAIL_KEY) ?? undefined;
  }

  signInWithEmailLink(email: string, url: string): SignInResult {
    return this.firebase.run(async ({ auth, sdk }) => {
      const credential = await sdk.signInWithEmailLink(auth, email, url);
      this.storage?.removeItem(EMAIL_KEY);
      return credential;
    });
  }
}
