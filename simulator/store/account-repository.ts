import { randomBytes, randomUUID } from 'node:crypto';

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
}

export interface NewAccount {
  readonly alias?: string;
  readonly main?: boolean;
  readonly eu?: boolean;
  readonly email?: string | null;
  readonly firebaseUid?: string | null;
  readonly language?: string | null;
  readonly coolName?: string | null;
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
  createSession(userId: number, ttlMs: number, now: number): Promise<Session>;
  /** The account of a session that has not expired at `now`. */
  findAccountBySession(token: string, now: number): Promise<Account | undefined>;
  deleteSession(token: string): Promise<void>;
  deleteExpiredSessions(now: number): Promise<number>;
}

/** A store: the repositories plus the way to release the database. */
export interface Store {
  readonly accounts: AccountRepository;
  close(): Promise<void>;
}

export const newApplicationId = (): string => randomUUID();
export const newSessionToken = (): string => randomBytes(32).toString('base64url');
export const defaultAlias = (userId: number): string => `trader${userId}`;
