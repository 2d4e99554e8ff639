import type { SignInThrottled } from '../../../domain/auth/sign-in-throttle';
import type { SafeCheck } from '../../../domain/security/security-records';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The exchange session issued for a Firebase ID token. */
export interface ExchangeSession {
  readonly token: string;
  readonly userId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

/** A sign-in the account's 2FA holds back: the ticket is traded, with the right code, for the session. */
export interface PendingSignIn {
  readonly ticket: string;
  /** Epoch milliseconds: after this, sign in again. */
  readonly expiresAt: number;
}

export interface IpInfo {
  readonly country: string;
  readonly eu: boolean;
}

/** The exchange's identity calls (docs/protocol.md "Identity"). */
export interface IdentityApiPort {
  /**
   * `POST /usercenter/login` (with the browser's device id); the sign-in rate limit's refusal says how long to wait.
   * With 2FA on, the answer is a pending sign-in instead of the session.
   */
  exchangeIdToken(
    idToken: string,
    language: string,
    deviceId?: string,
  ): Promise<Result<ExchangeSession | PendingSignIn, ErrorCode | SignInThrottled>>;
  /** `POST /usercenter/login/two_factor`: the pending sign-in's ticket and the code → the session. */
  confirmSignIn(ticket: string, code: SafeCheck, deviceId?: string): Promise<Result<ExchangeSession, TradeFailure>>;
  /** Ends the server session of `token` (sent as the bearer: the cookie is already gone), or every one of the account. */
  logout(token: string, everywhere?: boolean): Promise<void>;
  coolName(): Promise<Result<string | undefined, ErrorCode>>;
  switchLanguage(language: string): Promise<Result<void, ErrorCode>>;
  ipInfo(): Promise<Result<IpInfo, ErrorCode>>;
}
export const IdentityApiPort = token<IdentityApiPort>('IdentityApiPort');
