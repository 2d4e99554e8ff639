import type { SecurityStatus } from '../security/security-records';
import type { KycStatus } from './identity-verification';

/** What the account overview (/account) says is left to do. */
export type OverviewTask = 'twoFactor' | 'security' | 'identity' | 'identityPending' | 'deposit';

/**
 * The next steps, most important first: 2FA off; other security items missing; identity not verified (or waiting for
 * the review); no funds. An account with everything done has none.
 */
export function overviewTasks(o: {
  readonly twoFactor: boolean;
  readonly securityMissing: number;
  readonly kyc: KycStatus;
  readonly hasFunds: boolean;
}): OverviewTask[] {
  const tasks: OverviewTask[] = [];
  if (!o.twoFactor) tasks.push('twoFactor');
  else if (o.securityMissing > 0) tasks.push('security');
  if (o.kyc === 'PENDING') tasks.push('identityPending');
  else if (o.kyc !== 'APPROVED') tasks.push('identity');
  if (!o.hasFunds) tasks.push('deposit');
  return tasks;
}

/**
 * What `/account` shows first, before its other cards (the task list, the security and identity cards): read early
 * by the light phase (di/early-account.ts) and by the overview's store alike.
 */
export interface OverviewFirstView {
  readonly security: SecurityStatus;
  readonly kyc: KycStatus;
  /** Whether any balance holds something (hasFunds of the balances' holdings). */
  readonly hasFunds: boolean;
}

/** The task list of a first view (overviewTasks). */
export const firstViewTasks = (view: OverviewFirstView): OverviewTask[] =>
  overviewTasks({
    twoFactor: view.security.otpauth,
    securityMissing: view.security.missing.length,
    kyc: view.kyc,
    hasFunds: view.hasFunds,
  });
