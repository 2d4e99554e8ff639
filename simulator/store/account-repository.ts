import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { TokenSyncRepository } from '../auth/token-sync-repository';
import type { PartnerApplicationRepository } from '../partners/partner-repository';
import type { ReservesRepository } from '../reserves/reserves-repository';
import type { TradingRepository } from '../trading/records';
import type { MdAdminRepository } from '../md-admin/md-admin-repository';
import type { KycRepository } from '../kyc/kyc-repository';
import type { SecurityRepository } from '../security/security-records';
import type { AuthLinksRepository } from '../auth-links/auth-links-records';
import type { ApiKeyRepository } from '../api-keys/api-key-repository';
import type { SubAccountRepository } from '../subaccounts/sub-account-repository';
import type { AddressBookRepository } from '../wallet/address-book-store';
import type { SocialRepository } from '../social/social-repository';
import type { AccountCentreRepository } from '../account-centre/account-centre-repository';

export interface Account {
  readonly userId: number;
  readonly applicationId: string;
  readonly firebaseUid: string | null;
  readonly email: string | null;
  readonly alias: string;
  readonly main: boolean;
  readonly eu: boolean;
  readonly language: string | null;
  readonly coolName: string | null;
  readonly createdAt: number;
  /** The sign-in provider said the email is verified (the ID token's `email_verified`; migration 94). Absent: no. */
  readonly emailVerified?: boolean;
}

export interface NewAccount {
  readonly alias?: string;
  readonly main?: boolean;
  readonly eu?: boolean;
  readonly email?: string | null;
  readonly firebaseUid?: string | null;
  readonly language?: string | null;
  readonly coolName?: string | null;
  readonly emailVerified?: boolean;
}

export interface Session {
  readonly token: string;
  readonly userId: number;
  readonly expiresAt: number;
}

/** Accounts and sessions. Every time is epoch milliseconds. */
export interface AccountRepository {
  createAccount(input: NewAccount, now: number): Promise<Account>;
  findAccountById(userId: number): Promise<Account | undefined>;
  findAccountByFirebaseUid(firebaseUid: string): Promise<Account | undefined>;
  /**
   * The account of the Firebase user, created when there is none yet; two first logins at once give one account
   * (`on conflict do nothing`, then read).
   */
  findOrCreateByFirebaseUid(input: NewAccount & { readonly firebaseUid: string }, now: number): Promise<Account>;
  /** A new session; only the token's SHA-256 is stored (`tokenHash`), the token itself is returned once. */
  createSession(userId: number, ttlMs: number, now: number): Promise<Session>;
  /**
   * The account of a session that has not expired at `now` and was used within the idle timeout; a hit counts as use.
   */
  findAccountBySession(token: string, now: number): Promise<Account | undefined>;
  deleteSession(token: string): Promise<void>;
  /** Ends one session known only by its token's SHA-256 (a removed device, simulator/security). */
  deleteSessionByHash(hash: string): Promise<void>;
  /** Log out everywhere: every session of the account; returns how many. */
  deleteSessionsOfUser(userId: number): Promise<number>;
  /** Expired or idle sessions are purged (a timer of the server). */
  deleteExpiredSessions(now: number): Promise<number>;
  /**
   * Changes the account's language and/or cool name (identity issue); undefined when there is no such account.
   * A cool name another account holds (case-insensitive) throws `CoolNameTakenError`.
   */
  updateAccount(userId: number, patch: AccountPatch): Promise<Account | undefined>;
  /** Every account that has a cool name (the social leaderboards and the search by cool name). */
  listCoolNames(): Promise<{ userId: number; coolName: string }[]>;
}

export class CoolNameTakenError extends Error {
  constructor(coolName: string) {
    super(`coolName: ${coolName} is already taken`);
    this.name = 'CoolNameTakenError';
  }
}

/** A session unused this long ends (SIM_SESSION_IDLE_MS), whatever its expiry. */
export const DEFAULT_SESSION_IDLE_MS = 2 * 3600 * 1000;

/**
 * How stale a session's stored last use may grow before a request writes it again: a tenth of the idle timeout, at
 * most a minute (a session's last use is written at most once a minute, not on every request). A session left unused
 * then ends between 0.9 and 1 times the idle timeout after its last request. Every signed-in request wrote its
 * session's row before: at 100 orders a second, that write was the simulator's largest cost in its store.
 */
export const sessionTouchAfterMs = (idleMs: number): number => Math.min(60_000, Math.floor(idleMs / 10));

/** What the store keeps of a session token: its SHA-256 (a leaked table gives no usable token). */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface AccountPatch {
  readonly language?: string | null;
  readonly coolName?: string | null;
  /** A sub-account's nickname (`alias`, simulator/subaccounts). */
  readonly alias?: string;
  /** The account's email after an email change (simulator/auth-links). */
  readonly email?: string;
  /** Whether the email is verified, as the latest verified ID token of the account said. */
  readonly emailVerified?: boolean;
}

/** A store: the repositories plus the way to release the database. */
export interface Store {
  readonly accounts: AccountRepository;
  /** Broker and market-maker applications (absent in older test stores: the server then keeps them in memory). */
  readonly partners?: PartnerApplicationRepository;
  /** Auth-token sync records (identity issue; absent in older test stores: kept in memory then). */
  readonly tokenSyncs?: TokenSyncRepository;
  /** Balances and proof-of-reserves audits (absent in older test stores: kept in memory then). */
  readonly reserves?: ReservesRepository;
  /** Orders, fills, balances, positions and ledger entries (absent in memory stores: the server keeps them in memory). */
  readonly trading?: TradingRepository;
  /** 2FA, passwords, devices, activity and the mail outbox (absent in memory stores: kept in memory then). */
  readonly security?: SecurityRepository;
  /** Linked accounts and email changes (migration 90; absent in memory stores: kept in memory then). */
  readonly authLinks?: AuthLinksRepository;
  /** The market-data admin's grants, overrides and audit log (absent in memory stores: kept in memory then). */
  readonly mdAdmin?: MdAdminRepository;
  /** Identity-verification applications and documents (absent in memory stores: kept in memory then). */
  readonly kyc?: KycRepository;
  /** API keys (absent in memory stores: kept in memory then). */
  readonly apiKeys?: ApiKeyRepository;
  /** Sub-account links and wallet settings (migration 67; absent in memory stores: kept in memory then). */
  readonly subAccounts?: SubAccountRepository;
  /** The withdrawal address book and settings (absent in memory stores: kept in memory then). */
  readonly addressBook?: AddressBookRepository;
  /** Followings and profile settings (simulator/social; absent in memory stores: kept in memory then). */
  readonly social?: SocialRepository;
  /** Account settings, watchlists and survey answers (simulator/account-centre; absent in memory stores: kept in memory then). */
  readonly accountCentre?: AccountCentreRepository;
  /** Runs `work` on repositories bound to one transaction (first-start seeding); absent in memory stores. */
  readonly transaction?: <T>(work: (accounts: AccountRepository, reserves: ReservesRepository) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

export const newApplicationId = (): string => randomUUID();
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const defaultAlias = (userId: number): string => `trader${userId}`;
