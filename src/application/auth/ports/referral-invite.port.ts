import type { ErrorCode } from '../../../domain/shared/error-code';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';

/** What `referral_check` says of the code a newcomer arrived with. */
export type Invitation =
  | { readonly valid: true; readonly code: string; readonly referrerPercent: number; readonly refereePercent: number }
  | { readonly valid: false; readonly code: string };

/** The referral calls of sign-up: check the link's code (public), bind the new account to it (docs/protocol.md "Referral"). */
export interface ReferralInvitePort {
  check(code: string): Promise<Result<Invitation, ErrorCode>>;
  /** Binds the signed-in account to the code; refused when it is not new, already bound or the code is its own. */
  bind(code: string): Promise<Result<void, ErrorCode>>;
}
export const ReferralInvitePort = token<ReferralInvitePort>('ReferralInvitePort');

/** The checked code kept through sign-up (the tab's session storage, so a social sign-in's round trip keeps it). */
export interface PendingReferralPort {
  read(): string | undefined;
  keep(code: string): void;
  clear(): void;
}
export const PendingReferralPort = token<PendingReferralPort>('PendingReferralPort');
