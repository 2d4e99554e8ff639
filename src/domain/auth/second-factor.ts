/**
 * Multi-factor sign-in with the auth provider ("sign-in start
 * and finalize", `multi-factor-auth-required`): the enrolled factors, the phone and code rules, and the sign-in's
 * second step as a small state machine the login page follows.
 */

/** One enrolled second factor (the SDK's `MultiFactorInfo`, phone factors only here). */
export interface SecondFactor {
  readonly uid: string;
  readonly factorId: string;
  readonly displayName: string | null;
  /** Masked by the provider at sign-in (`+*******0100`), whole in the account's own list. */
  readonly phoneNumber: string | null;
  readonly enrolledAt: string;
}

/** An international phone number (E.164): `+`, a country code not starting with 0, 7 to 15 digits in all. */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;
/** The provider's SMS codes are 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const FACTOR_NAME_MAX = 32;

/** Spaces, dashes, dots and brackets a person types are dropped; what is left must be E.164. */
export function normalisePhone(input: string): string {
  return input.trim().replace(/[\s().-]/g, '');
}

export type PhoneProblem = 'empty' | 'format';

export function phoneProblem(input: string): PhoneProblem | undefined {
  const phone = normalisePhone(input);
  if (phone === '') return 'empty';
  return PHONE_PATTERN.test(phone) ? undefined : 'format';
}

export function smsCodeValid(code: string): boolean {
  return SMS_CODE_PATTERN.test(code.trim());
}

/** The name shown for a factor: its own, else the phone's last 4 digits. */
export function factorLabel(factor: SecondFactor): string {
  if (factor.displayName && factor.displayName.trim() !== '') return factor.displayName.trim().slice(0, FACTOR_NAME_MAX);
  return factor.phoneNumber ? `•••• ${factor.phoneNumber.replace(/\D/g, '').slice(-4)}` : factor.factorId;
}

/** The sign-in's second step: pick a factor, a code was sent, the code is being checked, done. */
export type SecondFactorStep =
  | { readonly kind: 'choose'; readonly factors: readonly SecondFactor[] }
  | {
      readonly kind: 'codeSent';
      readonly factors: readonly SecondFactor[];
      readonly factorUid: string;
      readonly verificationId: string;
      readonly sentAt: number;
    }
  | { readonly kind: 'done' };

/** A code can be sent again 30 s after the last one. */
export const RESEND_AFTER_MS = 30_000;

/** The step a `multi-factor-auth-required` failure opens: with one factor, it is chosen already (no extra click). */
export function secondFactorStart(factors: readonly SecondFactor[]): SecondFactorStep {
  return { kind: 'choose', factors };
}

export function codeSent(step: SecondFactorStep, factorUid: string, verificationId: string, now: number): SecondFactorStep {
  if (step.kind === 'done') return step;
  if (!step.factors.some((f) => f.uid === factorUid)) return step;
  return { kind: 'codeSent', factors: step.factors, factorUid, verificationId, sentAt: now };
}

/** Seconds until "send again" is allowed (0: now). */
export function resendWait(step: SecondFactorStep, now: number): number {
  if (step.kind !== 'codeSent') return 0;
  return Math.max(0, Math.ceil((step.sentAt + RESEND_AFTER_MS - now) / 1000));
}

/** SDK codes of the SMS steps that belong next to a field (the code or the phone), with their message keys. */
const STEP_FIELD_ERRORS: Readonly<Record<string, 'code' | 'phone'>> = {
  'auth/invalid-verification-code': 'code',
  'auth/code-expired': 'code',
  'auth/missing-verification-code': 'code',
  'auth/invalid-phone-number': 'phone',
  'auth/missing-phone-number': 'phone',
  'auth/second-factor-already-in-use': 'phone',
};

/** Codes with a message of their own in the SMS and email-link steps (else the generic one). */
const STEP_MESSAGES = new Set([
  'auth/unverified-email',
  'auth/requires-recent-login',
  'auth/too-many-requests',
  'auth/quota-exceeded',
  'auth/invalid-action-code',
  'auth/expired-action-code',
  'auth/network-request-failed',
  'auth/user-disabled',
  'auth/maximum-second-factor-count-exceeded',
]);

export type StepError = {
  readonly field?: 'code' | 'phone' | 'email';
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
};

/** Where an SDK failure of an SMS or email-link step is shown, and its message key (namespace `auth`). */
export function stepError(code: string): StepError {
  const key = `errors.${code.replace('auth/', '')}`;
  const field = STEP_FIELD_ERRORS[code];
  if (field) return { field, key };
  return { key: STEP_MESSAGES.has(code) ? key : 'errors.generic' };
}

/** The Auth emulator's developer endpoints: the SMS codes and the email actions it "sent" (local environment only). */
export function emulatorCodeLinks(emulatorUrl: string | null, projectId: string): { sms: string; email: string } | undefined {
  if (!emulatorUrl) return undefined;
  const base = `${emulatorUrl.replace(/\/$/, '')}/emulator/v1/projects/${encodeURIComponent(projectId)}`;
  return { sms: `${base}/verificationCodes`, email: `${base}/oobCodes` };
}
