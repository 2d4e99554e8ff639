import type { AuthSignIn } from '../../../domain/auth/auth-user';
import type { SecondFactor } from '../../../domain/auth/second-factor';
import type { PasswordCheck } from '../../../domain/auth/password-policy';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** An auth-SDK failure: its code (`auth/...`) and message. */
export interface AuthFailure {
  readonly code: string;
  readonly message: string;
  /** `auth/multi-factor-auth-required`: the user's enrolled factors, for the sign-in's second step. */
  readonly secondFactors?: readonly SecondFactor[];
}

export type SignInResult = Promise<Result<AuthSignIn, AuthFailure>>;

/**
 * The auth provider (Firebase): Google and Apple sign-in (popup in hosted environments, the local provider
 * picker against the emulator), Google one-tap credentials, email and password, the password policy, sign-out.
 * Token refresh and persistence are the SDK's own.
 */
export interface AuthProviderPort {
  signInWithGoogle(): SignInResult;
  /** Apple, asking for the email and name scopes. */
  signInWithApple(): SignInResult;
  /** A Google ID token from one-tap. */
  signInWithGoogleIdToken(googleIdToken: string): SignInResult;
  signInWithEmail(email: string, password: string): SignInResult;
  registerWithEmail(email: string, password: string): SignInResult;
  /** The SDK's `validatePassword` against the server's policy. */
  validatePassword(password: string): Promise<PasswordCheck>;
  /** A fresh ID token of the signed-in user, if any. */
  idToken(): Promise<string | undefined>;
  signOut(): Promise<void>;
}
export const AuthProviderPort = token<AuthProviderPort>('AuthProviderPort');
