import type { SecondFactor } from '../../../domain/auth/second-factor';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { AuthFailure, SignInResult } from './auth-provider.port';

/**
 * The auth provider's multi-factor calls ("sign-in start and
 * finalize"): phone (SMS) factors. The sign-in's second step continues the last `multi-factor-auth-required` failure.
 */
export interface SecondFactorPort {
  /** The signed-in user's enrolled factors. */
  enrolled(): Promise<Result<SecondFactor[], AuthFailure>>;
  /** Enrollment start: an SMS code to the phone; the verification id to finish with. */
  startEnrollment(phoneNumber: string): Promise<Result<string, AuthFailure>>;
  /** Enrollment finalize. */
  finishEnrollment(verificationId: string, code: string, displayName: string): Promise<Result<void, AuthFailure>>;
  unenroll(factorUid: string): Promise<Result<void, AuthFailure>>;
  /** The provider asks for a verified email before a second factor: sends the verification email. */
  sendEmailVerification(): Promise<Result<void, AuthFailure>>;
  /** Sign-in start: an SMS code to the chosen factor of the pending sign-in. */
  startSignIn(factorUid: string): Promise<Result<string, AuthFailure>>;
  /** Sign-in finalize. */
  finishSignIn(verificationId: string, code: string): SignInResult;
}
export const SecondFactorPort = token<SecondFactorPort>('SecondFactorPort');

/**
 * Passwordless sign-in on the login page (`sendVerificationCode`, `signInWithPhoneNumber`,
 * `signInWithEmailLink`).
 */
export interface PasswordlessSignInPort {
  /** `sendVerificationCode` (behind an invisible reCAPTCHA): an SMS code; the verification id to confirm with. */
  sendPhoneCode(phoneNumber: string): Promise<Result<string, AuthFailure>>;
  /** `signInWithPhoneNumber`'s confirmation. */
  confirmPhoneCode(verificationId: string, code: string): SignInResult;
  /** `sendOobCode` EMAIL_SIGNIN: a sign-in link to the address, back to `continueUrl`; the address is kept on this device. */
  sendEmailLink(email: string, continueUrl: string): Promise<Result<void, AuthFailure>>;
  /** Whether the page's address is a sign-in link. */
  isEmailLink(url: string): Promise<boolean>;
  /** The address the link was sent to from this device, if any. */
  emailLinkAddress(): string | undefined;
  /** `signInWithEmailLink`. */
  signInWithEmailLink(email: string, url: string): SignInResult;
}
export const PasswordlessSignInPort = token<PasswordlessSignInPort>('PasswordlessSignInPort');
