import { createHash, randomInt } from 'node:crypto';
import {
  NO_ATTEMPTS,
  afterRightCode,
  afterWrongCode,
  isLocked,
  triesLeft,
  type CodeAttempts,
} from '../../src/domain/security/security-rules';
import { WITHDRAW_EMAIL_CODE_RESEND_MS, WITHDRAW_EMAIL_CODE_TTL_MS } from '../../src/domain/wallet/withdraw-email-code';
import { ApiError, ErrorCodes } from '../http/api-error';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

interface SentCode {
  readonly hash: string;
  readonly sentAt: number;
  readonly expiresAt: number;
  used: boolean;
}

/** Sends one email to the account (the security centre's outbox, with the anti-phishing code). */
export type SendMail = (userId: number, subject: string, body: string) => Promise<void>;

/**
 * The withdrawal's email codes (src/domain/wallet/withdraw-email-code.ts): `send` mails a code to the account's outbox,
 * `check` judges a typed code in one synchronous step (the try is counted before anything else can run, so parallel
 * wrong codes are counted one by one), and `spend` uses it up in the withdrawal's own synchronous section, so one code
 * makes one withdrawal even when two requests carry it at once. Codes live in memory: a restart asks for a new one.
 */
export class WithdrawEmailCodes {
  private readonly codes = new Map<number, SentCode>();
  private readonly attempts = new Map<number, CodeAttempts>();

  constructor(
    private readonly mail: SendMail,
    private readonly clock: () => number,
  ) {}

  /** Mails a new code; refused (-1003, with the seconds to wait) while the last unused one is less than a minute old. */
  async send(userId: number): Promise<{ resendAfterMs: number; expiresAt: number }> {
    const now = this.clock();
    const last = this.codes.get(userId);
    if (last && !last.used && last.expiresAt > now && now - last.sentAt < WITHDRAW_EMAIL_CODE_RESEND_MS) {
      const wait = Math.ceil((last.sentAt + WITHDRAW_EMAIL_CODE_RESEND_MS - now) / 1000);
      throw new ApiError(
        ErrorCodes.TooManyRequests,
        `emailCode: a code was sent less than a minute ago; ask again in ${wait} seconds`,
        undefined,
        wait,
      );
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sent: SentCode = { hash: sha256(code), sentAt: now, expiresAt: now + WITHDRAW_EMAIL_CODE_TTL_MS, used: false };
    this.codes.set(userId, sent);
    await this.mail(
      userId,
      'Your withdrawal verification code',
      `Your withdrawal verification code is ${code}. It is valid for 10 minutes and for one withdrawal. If you did not ask to withdraw, do not share it: change your password and contact support.`,
    );
    return { resendAfterMs: WITHDRAW_EMAIL_CODE_RESEND_MS, expiresAt: sent.expiresAt };
  }

  /** Whether `code` is the account's current code; throws the refusal otherwise (a wrong one counts towards the lock). */
  check(userId: number, code: string | undefined): void {
    const now = this.clock();
    const attempts = this.attempts.get(userId) ?? NO_ATTEMPTS;
    if (isLocked(attempts, now)) {
      const seconds = Math.ceil((attempts.lockedUntil - now) / 1000);
      throw new ApiError(
        ErrorCodes.TooManyRequests,
        `Too many wrong codes: try again in ${Math.ceil(seconds / 60)} minutes`,
        undefined,
        seconds,
      );
    }
    if (!code) throw new ApiError(ErrorCodes.InvalidParameter, 'emailCode: the email code is required');
    const sent = this.codes.get(userId);
    if (sent?.used) throw new ApiError(ErrorCodes.InvalidParameter, 'emailCode: the code was already used; ask for a new one');
    if (!sent || sent.expiresAt <= now)
      throw new ApiError(ErrorCodes.InvalidParameter, 'emailCode: the code has expired or was not sent; ask for a new one');
    if (sent.hash === sha256(code)) {
      this.attempts.set(userId, afterRightCode());
      return;
    }
    const next = afterWrongCode(attempts, now);
    this.attempts.set(userId, next);
    if (isLocked(next, now)) throw new ApiError(ErrorCodes.TooManyRequests, 'emailCode: wrong code; locked for 15 minutes', undefined, 900);
    throw new ApiError(ErrorCodes.InvalidParameter, `emailCode: wrong code (${triesLeft(next)} tries left)`);
  }

  /** Uses the code up (synchronous; the withdrawal's freeze follows in the same step); refused when another request did. */
  spend(userId: number, code: string | undefined): void {
    const sent = this.codes.get(userId);
    if (!code || !sent || sent.used || sent.hash !== sha256(code))
      throw new ApiError(ErrorCodes.InvalidParameter, 'emailCode: the code was already used; ask for a new one');
    sent.used = true;
  }
}
