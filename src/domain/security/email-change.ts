/**
 * Changing the account's email (`email/code`, `email/trade`, `email/change`): a code to the current address,
 * traded for a change ticket, then a code to the new address; both 6 digits, valid 10 minutes, 5 wrong tries lock
 * the change for 15 minutes (the security centre's code rule).
 */

export const EMAIL_CODE_TTL_MS = 10 * 60_000;
/** A new code to the same address at most once a minute. */
export const EMAIL_CODE_RESEND_MS = 60_000;
/** The ticket `email/trade` gives lasts as long as a code. */
export const EMAIL_TICKET_TTL_MS = 10 * 60_000;
export const EMAIL_CODE_PATTERN = /^\d{6}$/;

/** Which address a code goes to. */
export type EmailCodeTarget = 'OLD' | 'NEW';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export type NewEmailProblem = 'format' | 'same' | 'length';

/** A new address must look like one, be at most 254 characters and differ from the current one (any case). */
export function newEmailProblem(current: string | null, next: string): NewEmailProblem | undefined {
  const n = next.trim();
  if (n.length > 254) return 'length';
  if (!EMAIL_PATTERN.test(n)) return 'format';
  if (current && current.trim().toLowerCase() === n.toLowerCase()) return 'same';
  return undefined;
}

/** The steps of the change form. */
export type EmailChangeStep = 'start' | 'oldCodeSent' | 'newCodeSent' | 'done';

/** `user@example.com` → `u•••@example.com`, for "a code was sent to ...". */
export function maskEmail(email: string): string {
  const [local, domain] = email.split('@');
  if (!domain) return email;
  return `${local.slice(0, 1)}•••@${domain}`;
}
