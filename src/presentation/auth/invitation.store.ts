import type { TFunction } from 'i18next';
import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import type { Invitation } from '../../application/auth/ports/referral-invite.port';
import { CheckInvitation } from '../../application/auth/referral-invitation.use-case';

/** The register page's "Invited by code X" (or the refusal) for a newcomer who arrived with `?ref=CODE`. */
@injectable()
export class InvitationStore {
  invitation: Invitation | undefined = undefined;

  constructor(@inject(CheckInvitation) private readonly check: CheckInvitation) {
    makeObservable<InvitationStore, 'set'>(this, { invitation: observableRef, set: action });
  }

  private set(invitation: Invitation | undefined): void {
    this.invitation = invitation;
  }

  /** Checks the address's code (or the one kept in this tab); nothing is shown when the check went unanswered. */
  async arrive(fromAddress: string | null): Promise<void> {
    const result = await this.check.execute(fromAddress);
    this.set(result?.ok ? result.value : undefined);
  }
}

/** What the register page says of an invitation (namespace `auth`). */
export function invitationText(t: TFunction<'auth'>, invitation: Invitation): string {
  if (!invitation.valid) return t('auth:invite.refused', { code: invitation.code });
  return invitation.refereePercent > 0
    ? t('auth:invite.invited', { code: invitation.code, percent: invitation.refereePercent })
    : t('auth:invite.invitedNoShare', { code: invitation.code });
}
