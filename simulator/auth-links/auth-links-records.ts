import type { BoundWallet, DiscordLink } from '../../src/domain/security/account-links';
import type { CodeAttempts } from '../../src/domain/security/security-rules';

/** A code sent by email, kept as its SHA-256. */
export interface SentCode {
  readonly hash: string;
  readonly expiresAt: number;
  readonly sentAt: number;
}

/** A change of email under way: the old address's code, then the ticket `email/trade` gave, then the new address's code. */
export interface PendingEmailChange {
  oldCode?: SentCode;
  /** SHA-256 of the ticket and its end. */
  ticket?: { hash: string; expiresAt: number };
  newEmail?: string;
  newCode?: SentCode;
}

/** One account's linked accounts and its email change (table `auth_links`, migration 90). */
export interface AuthLinksState {
  discord: DiscordLink | null;
  wallets: BoundWallet[];
  /** Nonces handed out for wallet signatures: nonce → end. */
  nonces: Record<string, number>;
  emailChange: PendingEmailChange;
  /** Wrong tries per action (EMAIL_OLD, EMAIL_NEW). */
  attempts: Record<string, CodeAttempts>;
}

export const emptyAuthLinks = (): AuthLinksState => ({ discord: null, wallets: [], nonces: {}, emailChange: {}, attempts: {} });

export interface AuthLinksRepository {
  load(): Promise<Map<number, AuthLinksState>>;
  save(userId: number, state: AuthLinksState): Promise<void>;
}

export class MemoryAuthLinksRepository implements AuthLinksRepository {
  async load() {
    return new Map<number, AuthLinksState>();
  }
  async save(): Promise<void> {}
}
