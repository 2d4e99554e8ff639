import { inject, injectable } from 'inversify';
import { codeProblem, normaliseCode } from '../../domain/referral/referral';
import { ErrorCode } from '../../domain/shared/error-code';
import { ok, type Result } from '../../domain/shared/result';
import { PendingReferralPort, ReferralInvitePort, type Invitation } from './ports/referral-invite.port';

/**
 * `/register?ref=CODE`: the code is checked (`referral_check`); a valid one is kept through sign-up, an invalid one
 * forgotten. Without a code in the address, the one kept earlier in this tab is checked again.
 */
@injectable()
export class CheckInvitation {
  constructor(
    @inject(ReferralInvitePort) private readonly invites: ReferralInvitePort,
    @inject(PendingReferralPort) private readonly pending: PendingReferralPort,
  ) {}

  async execute(fromAddress: string | null): Promise<Result<Invitation, ErrorCode> | undefined> {
    const typed = fromAddress ?? this.pending.read();
    if (!typed) return undefined;
    const code = normaliseCode(typed);
    if (codeProblem(code)) {
      this.pending.clear();
      return ok({ valid: false, code });
    }
    const checked = await this.invites.check(code);
    if (checked.ok && checked.value.valid) this.pending.keep(checked.value.code);
    else if (checked.ok) this.pending.clear();
    return checked;
  }
}

/** Right after a sign-in: binds the new account to the kept code (once; the exchange refuses older accounts). */
@injectable()
export class BindInvitation {
  constructor(
    @inject(ReferralInvitePort) private readonly invites: ReferralInvitePort,
    @inject(PendingReferralPort) private readonly pending: PendingReferralPort,
  ) {}

  async execute(): Promise<boolean> {
    const code = this.pending.read();
    if (!code) return false;
    const bound = await this.invites.bind(code);
    // A refusal is final; a call that went unanswered is tried again at the next sign-in of this tab.
    if (bound.ok || bound.error !== ErrorCode.NetworkUnavailable) this.pending.clear();
    return bound.ok;
  }
}
