import type { AccountLinks, WalletChain } from '../../../domain/security/account-links';
import type { SafeCheck } from '../../../domain/security/security-records';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The linked accounts and the address of the account, plus where Discord's consent page is. */
export interface AccountLinksView extends AccountLinks {
  readonly email: string | null;
  readonly discordAuthorizeUrl: string;
  readonly discordClientId: string;
}

/**
 * Email change, Discord and wallet binding (`/usercenter/account/*`, docs/protocol.md "Linked accounts and email
 * change"); refusals keep the exchange's message.
 */
export interface AccountLinksApiPort {
  /** `GET links` (simulator-defined). */
  links(): Promise<Result<AccountLinksView, TradeFailure>>;
  /** `email/code` OLD: a code to the current address; answers the masked address. */
  sendOldEmailCode(): Promise<Result<string, TradeFailure>>;
  /** `email/trade`: the old address's code (and 2FA) for a change ticket. */
  tradeEmailCode(code: string, check: SafeCheck): Promise<Result<string, TradeFailure>>;
  /** `email/code` NEW: a code to the new address. */
  sendNewEmailCode(ticket: string, newEmail: string): Promise<Result<string, TradeFailure>>;
  /** `email/change`: answers the new address. */
  changeEmail(ticket: string, code: string): Promise<Result<string, TradeFailure>>;
  /** `POST discord` with the code Discord's consent page gave. */
  linkDiscord(code: string): Promise<Result<void, TradeFailure>>;
  /** `DELETE discord`. */
  unlinkDiscord(check: SafeCheck): Promise<Result<void, TradeFailure>>;
  /** `bind_wallet` without a signature: the nonce and the message to sign. */
  walletChallenge(chain: WalletChain, address: string): Promise<Result<{ nonce: string; message: string }, TradeFailure>>;
  /** `bind_wallet` with the signature. */
  bindWallet(input: { chain: WalletChain; address: string; nonce: string; signature: string }): Promise<Result<void, TradeFailure>>;
  /** `unbind_wallet`. */
  unbindWallet(chain: WalletChain, address: string, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  /** `POST second_factor` (simulator-defined): the sign-in second factor's change, for the activity and the email. */
  recordSecondFactor(event: 'ENROLL' | 'UNENROLL', label: string): Promise<Result<void, TradeFailure>>;
}
export const AccountLinksApiPort = token<AccountLinksApiPort>('AccountLinksApiPort');

/** A wallet's signature of a message (EIP-191 with a browser wallet when hosted; simulated locally). */
export interface WalletSignerPort {
  sign(message: string, address: string): Promise<Result<string, 'rejected' | 'unavailable'>>;
}
export const WalletSignerPort = token<WalletSignerPort>('WalletSignerPort');

/** Where the browser goes for Discord's consent, and the `state` kept for the way back. */
export interface OAuthStatePort {
  /** A fresh state, kept in the session until `take`. */
  issue(): string;
  /** The kept state, once. */
  take(): string | undefined;
  /** Sends the browser to a URL (Discord's consent page). */
  go(url: string): void;
}
export const OAuthStatePort = token<OAuthStatePort>('OAuthStatePort');
