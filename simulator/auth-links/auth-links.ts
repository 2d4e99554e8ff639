import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  MAX_WALLETS,
  WALLET_NONCE_TTL_MS,
  sameWallet,
  walletAddressProblem,
  walletBindingMessage,
  type WalletChain,
} from '../../src/domain/security/account-links';
import { IdentityUnavailableError } from '../auth/id-token-verifier';
import type { IdentityDirectory } from '../auth/identity-directory';
import {
  EMAIL_CODE_RESEND_MS,
  EMAIL_CODE_TTL_MS,
  EMAIL_TICKET_TTL_MS,
  maskEmail,
  newEmailProblem,
} from '../../src/domain/security/email-change';
import { NO_ATTEMPTS, afterRightCode, afterWrongCode, isLocked, triesLeft } from '../../src/domain/security/security-rules';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountRepository } from '../store/account-repository';
import type { Actor } from '../security/devices';
import type { Challenge, Security } from '../security/security';
import { emptyAuthLinks, type AuthLinksRepository, type AuthLinksState, type SentCode } from './auth-links-records';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
const bad = (message: string) => new ApiError(ErrorCodes.InvalidParameter, message);

/**
 * The simulated wallet signature (no wallet extension offline): `sim:` + SHA-256 hex of the message. A hosted
 * exchange checks an EIP-191 / ed25519 signature instead; the flow (nonce, message, signature) is the same.
 */
export const simulatedSignature = (message: string): string => `sim:${sha256(message)}`;

/**
 * Email change (`email/code`, `email/trade`, `email/change`), Discord (`discord`) and wallet binding (`bind_wallet`,
 * `unbind_wallet`). Each change is written to the security activity and emailed through the security centre.
 */
export class AuthLinks {
  private readonly states = new Map<number, AuthLinksState>();

  constructor(
    private readonly repository: AuthLinksRepository,
    private readonly security: Security,
    private readonly accounts: AccountRepository,
    private readonly clock: () => number,
    /** The sign-in provider's user records: an email change moves the Firebase user's address first. */
    private readonly directory?: IdentityDirectory,
  ) {}

  async start(): Promise<void> {
    for (const [userId, state] of await this.repository.load()) this.states.set(userId, state);
  }

  state(userId: number): AuthLinksState {
    return this.states.get(userId) ?? emptyAuthLinks();
  }

  private async save(userId: number, state: AuthLinksState): Promise<void> {
    this.states.set(userId, state);
    await this.repository.save(userId, state);
  }

  // ---- codes ---------------------------------------------------------------------------------------------------

  private async sendCode(
    userId: number,
    to: string,
    previous: SentCode | undefined,
    subject: string,
    body: (code: string) => string,
  ): Promise<SentCode> {
    const now = this.clock();
    if (previous && now - previous.sentAt < EMAIL_CODE_RESEND_MS) {
      throw new ApiError(
        ErrorCodes.TooManyRequests,
        `A code was sent less than a minute ago to ${maskEmail(to)}`,
        undefined,
        Math.ceil((previous.sentAt + EMAIL_CODE_RESEND_MS - now) / 1000),
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.security.mail(userId, subject, body(code), to);
    return { hash: sha256(code), expiresAt: now + EMAIL_CODE_TTL_MS, sentAt: now };
  }

  /** Checks a code against the lock of `action` (5 wrong → 15 min). */
  private async checkCode(userId: number, action: string, sent: SentCode | undefined, code: string, field: string): Promise<void> {
    const state = this.state(userId);
    const attempts = state.attempts[action] ?? NO_ATTEMPTS;
    const now = this.clock();
    if (isLocked(attempts, now))
      throw new ApiError(
        ErrorCodes.TooManyRequests,
        `Too many wrong codes: try again in ${Math.ceil((attempts.lockedUntil - now) / 60000)} minutes`,
      );
    if (!sent || sent.expiresAt <= now) throw bad(`${field}: no valid code was sent; ask for a new one`);
    if (sent.hash === sha256(code)) {
      await this.save(userId, { ...state, attempts: { ...state.attempts, [action]: afterRightCode() } });
      return;
    }
    const next = afterWrongCode(attempts, now);
    await this.save(userId, { ...state, attempts: { ...state.attempts, [action]: next } });
    if (isLocked(next, now)) throw new ApiError(ErrorCodes.TooManyRequests, `${field}: wrong code; locked for 15 minutes`, undefined, 900);
    throw bad(`${field}: wrong code (${triesLeft(next)} tries left)`);
  }

  // ---- email change --------------------------------------------------------------------------------------------

  /** `email/code` target OLD: a code to the current address. */
  async sendOldCode(actor: Actor): Promise<{ sentTo: string }> {
    const account = await this.accounts.findAccountById(actor.userId);
    if (!account?.email) throw bad('email: the account has no email address');
    const state = this.state(actor.userId);
    const oldCode = await this.sendCode(
      actor.userId,
      account.email,
      state.emailChange.oldCode,
      'Your code to change your email',
      (c) =>
        `Your verification code is ${c}. It is valid for 10 minutes. Someone asked to change the email of your account; if it was not you, ignore this email and secure your account.`,
    );
    await this.save(actor.userId, { ...this.state(actor.userId), emailChange: { oldCode } });
    return { sentTo: maskEmail(account.email) };
  }

  /** `email/trade`: the old address's code (and the 2FA code when 2FA is on) traded for a change ticket. */
  async tradeOldCode(actor: Actor, code: string, challenge: Challenge): Promise<{ ticket: string; expiresAt: number }> {
    await this.checkCode(actor.userId, 'EMAIL_OLD', this.state(actor.userId).emailChange.oldCode, code, 'code');
    await this.security.verify(actor, challenge);
    const ticket = randomBytes(24).toString('base64url');
    const expiresAt = this.clock() + EMAIL_TICKET_TTL_MS;
    await this.save(actor.userId, { ...this.state(actor.userId), emailChange: { ticket: { hash: sha256(ticket), expiresAt } } });
    return { ticket, expiresAt };
  }

  private assertTicket(state: AuthLinksState, ticket: string): void {
    const t = state.emailChange.ticket;
    if (!t || t.hash !== sha256(ticket) || t.expiresAt <= this.clock())
      throw bad('ticket: confirm the current address again (the ticket is missing or expired)');
  }

  /** `email/code` target NEW: a code to the new address, with the ticket. */
  async sendNewCode(actor: Actor, ticket: string, newEmail: string): Promise<{ sentTo: string }> {
    const state = this.state(actor.userId);
    this.assertTicket(state, ticket);
    const account = await this.accounts.findAccountById(actor.userId);
    const problem = newEmailProblem(account?.email ?? null, newEmail);
    if (problem)
      throw bad(
        `newEmail: ${problem === 'same' ? 'is the current address' : problem === 'length' ? 'is too long' : 'is not an email address'}`,
      );
    const email = newEmail.trim();
    const previous = state.emailChange.newEmail?.toLowerCase() === email.toLowerCase() ? state.emailChange.newCode : undefined;
    const newCode = await this.sendCode(
      actor.userId,
      email,
      previous,
      'Confirm your new email address',
      (c) => `Your verification code is ${c}. It is valid for 10 minutes. Enter it to make this the email of your account.`,
    );
    await this.save(actor.userId, { ...state, emailChange: { ...state.emailChange, newEmail: email, newCode } });
    return { sentTo: maskEmail(email) };
  }

  /** `email/change`: the new address's code ends the change; both addresses are told. */
  async changeEmail(actor: Actor, ticket: string, code: string): Promise<{ email: string }> {
    this.assertTicket(this.state(actor.userId), ticket);
    const pending = this.state(actor.userId).emailChange;
    await this.checkCode(actor.userId, 'EMAIL_NEW', pending.newCode, code, 'code');
    const newEmail = pending.newEmail as string;
    const before = await this.accounts.findAccountById(actor.userId);
    // the sign-in address moves first; an address another sign-in uses, or a provider out of reach, changes nothing
    if (before?.firebaseUid && this.directory) {
      const moved = await this.directory.updateEmail(before.firebaseUid, newEmail).catch((error: unknown) => {
        if (error instanceof IdentityUnavailableError)
          throw new ApiError(ErrorCodes.Unknown, 'The sign-in service is not reachable; your email was not changed. Try again.', 503, 5);
        throw error;
      });
      if (moved === 'in-use') throw bad('newEmail: is already used by another account');
    }
    await this.accounts.updateAccount(actor.userId, { email: newEmail });
    await this.save(actor.userId, { ...this.state(actor.userId), emailChange: {} });
    const body = `The email of your account was changed from ${before?.email ?? '-'} to ${newEmail}. If this was not you, contact support at once.`;
    await this.security.record(actor, 'CHANGE_EMAIL', 'Your email was changed', body);
    if (before?.email) await this.security.mail(actor.userId, 'Your email was changed', body, before.email);
    return { email: newEmail };
  }

  // ---- Discord -------------------------------------------------------------------------------------------------

  async linkDiscord(actor: Actor, discord: { id: string; username: string }): Promise<void> {
    const state = this.state(actor.userId);
    if (state.discord) throw bad('discord: a Discord account is already linked; unlink it first');
    await this.save(actor.userId, { ...state, discord: { discordId: discord.id, username: discord.username, linkedTime: this.clock() } });
    await this.security.record(
      actor,
      'LINK_DISCORD',
      'Discord linked',
      `The Discord account ${discord.username} was linked to your account.`,
    );
  }

  async unlinkDiscord(actor: Actor, challenge: Challenge): Promise<void> {
    const state = this.state(actor.userId);
    if (!state.discord) throw bad('discord: no Discord account is linked');
    await this.security.verify(actor, challenge);
    await this.save(actor.userId, { ...this.state(actor.userId), discord: null });
    await this.security.record(
      actor,
      'UNLINK_DISCORD',
      'Discord unlinked',
      `The Discord account ${state.discord.username} was unlinked from your account.`,
    );
  }

  // ---- wallets -------------------------------------------------------------------------------------------------

  private assertAddress(chain: WalletChain, address: string): void {
    const problem = walletAddressProblem(chain, address);
    if (problem) throw bad(`address: ${problem === 'empty' ? 'is required' : `is not a ${chain} address`}`);
  }

  /** `bind_wallet` without a signature: the nonce and the message to sign. */
  async walletChallenge(actor: Actor, chain: WalletChain, address: string): Promise<{ nonce: string; message: string }> {
    this.assertAddress(chain, address);
    const now = this.clock();
    const state = this.state(actor.userId);
    const nonce = randomBytes(12).toString('hex');
    const nonces = Object.fromEntries(
      Object.entries(state.nonces)
        .filter(([, end]) => end > now)
        .slice(-9),
    );
    await this.save(actor.userId, { ...state, nonces: { ...nonces, [nonce]: now + WALLET_NONCE_TTL_MS } });
    return { nonce, message: walletBindingMessage({ userId: actor.userId, chain, address, nonce }) };
  }

  /** `bind_wallet` with the nonce and the signature of its message; a nonce is good once. */
  async bindWallet(actor: Actor, input: { chain: WalletChain; address: string; nonce: string; signature: string }): Promise<void> {
    this.assertAddress(input.chain, input.address);
    const state = this.state(actor.userId);
    const end = state.nonces[input.nonce];
    if (!end || end <= this.clock()) throw bad('nonce: unknown or expired; ask for a new message');
    const { [input.nonce]: _, ...nonces } = state.nonces;
    await this.save(actor.userId, { ...state, nonces });
    const message = walletBindingMessage({ userId: actor.userId, chain: input.chain, address: input.address, nonce: input.nonce });
    if (input.signature !== simulatedSignature(message)) throw bad('signature: does not match the message and address');
    if (state.wallets.some((w) => w.chain === input.chain && sameWallet(w.chain, w.address, input.address)))
      throw bad('address: this wallet is already bound');
    if (state.wallets.length >= MAX_WALLETS) throw bad(`address: at most ${MAX_WALLETS} wallets can be bound`);
    const wallets = [...state.wallets, { chain: input.chain, address: input.address.trim(), boundTime: this.clock() }];
    await this.save(actor.userId, { ...this.state(actor.userId), wallets });
    await this.security.record(
      actor,
      'BIND_WALLET',
      'Wallet bound',
      `The ${input.chain} wallet ${input.address.trim()} was bound to your account.`,
    );
  }

  async unbindWallet(actor: Actor, chain: WalletChain, address: string, challenge: Challenge): Promise<void> {
    const state = this.state(actor.userId);
    const wallet = state.wallets.find((w) => w.chain === chain && sameWallet(chain, w.address, address));
    if (!wallet) throw new ApiError(ErrorCodes.NotFound, 'address: no such wallet is bound');
    await this.security.verify(actor, challenge);
    await this.save(actor.userId, { ...this.state(actor.userId), wallets: this.state(actor.userId).wallets.filter((w) => w !== wallet) });
    await this.security.record(
      actor,
      'UNBIND_WALLET',
      'Wallet unbound',
      `The ${chain} wallet ${wallet.address} was unbound from your account.`,
    );
  }
}
