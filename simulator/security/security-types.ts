import { ApiError } from '../http/api-error';

/** What a sensitive action may be confirmed with: a current authenticator code or one unused recovery code. */
export interface Challenge {
  readonly totp?: string;
  readonly recoveryCode?: string;
}

/** The answer of the withdraw route's guard (simulator/security/withdraw-guard.ts). */
export type ChallengeVerdict = { readonly ok: true } | { readonly ok: false; readonly code: number; readonly message: string };

export type PasswordKind = 'trade' | 'withdraw';

/** The withdraw guard's check: `work`'s refusal as an answer instead of a throw. */
export async function challengeVerdict(work: () => Promise<void>): Promise<ChallengeVerdict> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
