import type { AuthFailure, SignInResult } from '../../../src/application/auth/ports/auth-provider.port';
import type { PasswordlessSignInPort, SecondFactorPort } from '../../../src/application/auth/ports/second-factor.port';
import type { SecondFactor } from '../../../src/domain/auth/second-factor';
import { err, ok, type Result } from '../../../src/domain/shared/result';
import type { FakeAuthProvider } from './fake-auth-provider';

const failure = (code: string): AuthFailure => ({ code, message: code });

/**
 * The provider's SMS factors, phone sign-in and email links in memory: every SMS and email link is kept in an
 * outbox (as the Auth emulator's REST endpoints keep them); codes are 6 digits counting up from 100001.
 */
export class FakeSecondFactor implements SecondFactorPort, PasswordlessSignInPort {
  readonly sms: { phone: string; code: string; verificationId: string; purpose: 'enrol' | 'signIn' | 'phone'; factorUid?: string }[] = [];
  readonly emailLinks: { email: string; link: string }[] = [];
  /** Verified email addresses (the provider asks for one before a second factor). */
  readonly verified = new Set<string>();
  readonly verificationEmails: string[] = [];
  /** Phone numbers with an account (phone sign-in). */
  readonly phoneUsers = new Map<string, string>();
  /** The address kept on this device by the last email link sent from it. */
  deviceEmail: string | undefined;
  readonly calls: string[] = [];
  private next = 100001;

  constructor(private readonly auth: FakeAuthProvider) {}

  private sendSms(phone: string, purpose: 'enrol' | 'signIn' | 'phone', factorUid?: string): string {
    const code = String(this.next++);
    const verificationId = `vid-${this.sms.length + 1}`;
    this.sms.push({ phone, code, verificationId, purpose, factorUid });
    return verificationId;
  }

  private check(verificationId: string, code: string): (typeof this.sms)[number] | AuthFailure {
    const sent = this.sms.find((s) => s.verificationId === verificationId);
    if (!sent) return failure('auth/missing-verification-id');
    return sent.code === code ? sent : failure('auth/invalid-verification-code');
  }

  async enrolled(): Promise<Result<SecondFactor[], AuthFailure>> {
    const user = this.auth.signedIn;
    if (!user) return err(failure('auth/user-token-expired'));
    return ok(this.auth.secondFactors.get(user) ?? []);
  }

  async startEnrollment(phoneNumber: string): Promise<Result<string, AuthFailure>> {
    this.calls.push(`startEnrollment ${phoneNumber}`);
    const user = this.auth.signedIn;
    if (!user) return err(failure('auth/user-token-expired'));
    if (!this.verified.has(user)) return err(failure('auth/unverified-email'));
    if ((this.auth.secondFactors.get(user) ?? []).some((f) => f.phoneNumber === phoneNumber))
      return err(failure('auth/second-factor-already-in-use'));
    return ok(this.sendSms(phoneNumber, 'enrol'));
  }

  async finishEnrollment(verificationId: string, code: string, displayName: string): Promise<Result<void, AuthFailure>> {
    const user = this.auth.signedIn;
    const sent = this.check(verificationId, code);
    if (!user) return err(failure('auth/user-token-expired'));
    if ('code' in sent && !('phone' in sent)) return err(sent);
    const factors = this.auth.secondFactors.get(user) ?? [];
    const phone = (sent as (typeof this.sms)[number]).phone;
    this.auth.secondFactors.set(user, [
      ...factors,
      {
        uid: `factor-${factors.length + 1}`,
        factorId: 'phone',
        displayName: displayName || null,
        phoneNumber: phone,
        enrolledAt: 'Sat, 1 Jan 2028 00:00:00 GMT',
      },
    ]);
    return ok(undefined);
  }

  async unenroll(factorUid: string): Promise<Result<void, AuthFailure>> {
    const user = this.auth.signedIn;
    if (!user) return err(failure('auth/user-token-expired'));
    this.auth.secondFactors.set(
      user,
      (this.auth.secondFactors.get(user) ?? []).filter((f) => f.uid !== factorUid),
    );
    return ok(undefined);
  }

  async sendEmailVerification(): Promise<Result<void, AuthFailure>> {
    if (!this.auth.signedIn) return err(failure('auth/user-token-expired'));
    this.verificationEmails.push(this.auth.signedIn);
    return ok(undefined);
  }

  async startSignIn(factorUid: string): Promise<Result<string, AuthFailure>> {
    const user = this.auth.pendingSecondFactor;
    const factor = user ? (this.auth.secondFactors.get(user) ?? []).find((f) => f.uid === factorUid) : undefined;
    if (!factor?.phoneNumber) return err(failure('auth/missing-multi-factor-session'));
    return ok(this.sendSms(factor.phoneNumber, 'signIn', factorUid));
  }

  async finishSignIn(verificationId: string, code: string): SignInResult {
    const user = this.auth.pendingSecondFactor;
    if (!user) return err(failure('auth/missing-multi-factor-session'));
    const sent = this.check(verificationId, code);
    if (!('phone' in sent)) return err(sent);
    this.auth.pendingSecondFactor = undefined;
    return ok(this.auth.session(user, user));
  }

  async sendPhoneCode(phoneNumber: string): Promise<Result<string, AuthFailure>> {
    this.calls.push(`sendPhoneCode ${phoneNumber}`);
    return ok(this.sendSms(phoneNumber, 'phone'));
  }

  async confirmPhoneCode(verificationId: string, code: string): SignInResult {
    const sent = this.check(verificationId, code);
    if (!('phone' in sent)) return err(sent);
    const uid = this.phoneUsers.get(sent.phone) ?? `phone:${sent.phone}`;
    return ok(this.auth.session(uid, null));
  }

  async sendEmailLink(email: string, continueUrl: string): Promise<Result<void, AuthFailure>> {
    this.calls.push(`sendEmailLink ${email}`);
    this.emailLinks.push({ email, link: `${continueUrl}&mode=signIn&oobCode=oob-${this.emailLinks.length + 1}` });
    this.deviceEmail = email;
    return ok(undefined);
  }

  async isEmailLink(url: string): Promise<boolean> {
    return this.emailLinks.some((l) => l.link === url);
  }

  emailLinkAddress(): string | undefined {
    return this.deviceEmail;
  }

  async signInWithEmailLink(email: string, url: string): SignInResult {
    const link = this.emailLinks.find((l) => l.link === url);
    if (!link) return err(failure('auth/invalid-action-code'));
    if (link.email !== email) return err(failure('auth/invalid-email'));
    this.emailLinks.splice(this.emailLinks.indexOf(link), 1);
    this.deviceEmail = undefined;
    return ok(this.auth.session(email, email));
  }
}
