import type { Invitation, PendingReferralPort, ReferralInvitePort } from '../../../src/application/auth/ports/referral-invite.port';
import { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok } from '../../../src/domain/shared/result';

/** `referral_check` and `referral_bind` in memory: the codes the exchange knows with their referee share, and the binds. */
export class FakeReferralInvite implements ReferralInvitePort {
  readonly known = new Map<string, { referrerPercent: number; refereePercent: number }>();
  readonly checked: string[] = [];
  readonly bound: string[] = [];
  /** The exchange refuses the next bind (an account that is not new, already bound …). */
  refuseBind = false;

  async check(code: string) {
    this.checked.push(code);
    const split = this.known.get(code);
    const invitation: Invitation = split ? { valid: true, code, ...split } : { valid: false, code };
    return ok(invitation);
  }

  async bind(code: string) {
    if (this.refuseBind || !this.known.has(code)) return err(ErrorCode.Unknown);
    this.bound.push(code);
    return ok(undefined);
  }
}

/** The tab's session storage for the kept code. */
export class FakePendingReferral implements PendingReferralPort {
  code: string | undefined;
  read(): string | undefined {
    return this.code;
  }
  keep(code: string): void {
    this.code = code;
  }
  clear(): void {
    this.code = undefined;
  }
}
