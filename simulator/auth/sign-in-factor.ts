import { randomBytes } from 'node:crypto';
import { tokenHash } from '../store/account-repository';

/** What a 2FA sign-in step is confirmed with: a current authenticator code or one unused recovery code. */
export interface SignInChallenge {
  readonly totp?: string;
  readonly recoveryCode?: string;
}

/** Where a sign-in comes from (the security centre writes it on its rows). */
export interface SignInOrigin {
  readonly ip: string;
  readonly userAgent?: string;
}

/**
 * The security centre's say in a sign-in (simulator/security): whether the account asks for its 2FA code, and the
 * check of that code (tries counted and locked as every other 2FA code; a wrong one throws the ApiError to answer).
 */
export interface SignInFactor {
  required(userId: number): boolean;
  verify(userId: number, challenge: SignInChallenge, origin: SignInOrigin): Promise<void>;
}

/** How long the code may be given after the password (or provider) step. */
export const SIGN_IN_TICKET_TTL_MS = 5 * 60 * 1000;

interface Pending {
  readonly userId: number;
  readonly expiresAt: number;
}

/**
 * Sign-ins waiting for their 2FA code: a ticket (random, only its SHA-256 kept) stands for the first step. A ticket is
 * no session: no private call and no stream accepts it; it is only traded, with the right code, for one.
 */
export class PendingSignIns {
  private readonly byHash = new Map<string, Pending>();

  issue(userId: number, now: number): { ticket: string; expiresAt: number } {
    this.purge(now);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = now + SIGN_IN_TICKET_TTL_MS;
    this.byHash.set(tokenHash(ticket), { userId, expiresAt });
    return { ticket, expiresAt };
  }

  /** The account a live ticket stands for. */
  find(ticket: string, now: number): number | undefined {
    const pending = this.byHash.get(tokenHash(ticket));
    return pending && pending.expiresAt > now ? pending.userId : undefined;
  }

  /** Spends the ticket (the right code was given): answers false when another call spent it first. */
  spend(ticket: string): boolean {
    return this.byHash.delete(tokenHash(ticket));
  }

  private purge(now: number): void {
    for (const [hash, pending] of this.byHash) if (pending.expiresAt <= now) this.byHash.delete(hash);
  }
}
