import { token } from '../../shared/token';

/** POST the ID token as a bearer on sign-in, DELETE on sign-out (when a URL is configured). */
export interface TokenSyncPort {
  signedIn(idToken: string): Promise<void>;
  signedOut(idToken: string): Promise<void>;
}
export const TokenSyncPort = token<TokenSyncPort>('TokenSyncPort');

/** The sync accepts ID tokens up to 300 s old. */
export const TOKEN_SYNC_MAX_AGE_SEC = 300;
