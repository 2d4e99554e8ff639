import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { Invitation, ReferralInvitePort } from '../../application/auth/ports/referral-invite.port';
import { ok } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';

const checkSchema = z.object({
  valid: z.boolean(),
  referralCode: z.string(),
  referrerPercent: z.optional(z.number()),
  refereePercent: z.optional(z.number()),
});
const anything = z.unknown();

/** `referral_check` (public) and `referral_bind` (the session's) of the user centre. */
@injectable()
export class RestReferralInvite implements ReferralInvitePort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async check(code: string) {
    const result = await this.api.post('/usercenter/account/referral_check', checkSchema, { referralCode: code });
    if (!result.ok) return result;
    const d = result.value;
    const invitation: Invitation = d.valid
      ? { valid: true, code: d.referralCode, referrerPercent: d.referrerPercent ?? 100, refereePercent: d.refereePercent ?? 0 }
      : { valid: false, code: d.referralCode };
    return ok(invitation);
  }

  async bind(code: string) {
    const result = await this.api.post('/usercenter/account/referral_bind', anything, { referralCode: code });
    return result.ok ? ok(undefined) : result;
  }
}

/** The kept code in the tab's session storage. */
export const PENDING_REFERRAL_KEY = 'pendingReferralCode';

@injectable()
export class SessionPendingReferral {
  read(): string | undefined {
    return storage()?.getItem(PENDING_REFERRAL_KEY) ?? undefined;
  }

  keep(code: string): void {
    storage()?.setItem(PENDING_REFERRAL_KEY, code);
  }

  clear(): void {
    storage()?.removeItem(PENDING_REFERRAL_KEY);
  }
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
