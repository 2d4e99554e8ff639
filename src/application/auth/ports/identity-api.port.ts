import type { SignInThrottled } from '../../../domain/auth/sign-in-throttle';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** The exchange session issued for a Firebase ID token. */
export interface ExchangeSession {
  readonly token: string;
  readonly userId: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export interface IpInfo {
  readonly country: string;
  readonly eu: boolean;
}

/** The exchange's identity calls (docs/protocol.md "Identity"). */
export interface IdentityApiPort {
  /** `POST /usercenter/login`; the sign-in rate limit's refusal says how long to wait. */
  exchangeIdToken(idToken: string, language: string): Promise<Result<ExchangeSession, ErrorCode | SignInThrottled>>;
  /** Ends the server session of `token` (sent as the bearer: the cookie is already gone), or every one of the account. */
  logout(token: string, everywhere?: boolean): Promise<void>;
  coolName(): Promise<Result<string | undefined, ErrorCode>>;
  switchLanguage(language: string): Promise<Result<void, ErrorCode>>;
  ipInfo(): Promise<Result<IpInfo, ErrorCode>>;
}
export const IdentityApiPort = token<IdentityApiPort>('IdentityApiPort');
