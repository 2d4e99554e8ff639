import Decimal from 'decimal.js';
import type { KycStatus } from './identity-verification';

/**
 * The overview's rules: what the account still has to do, and the fee rates as the page shows them.
 */
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

/** A fee rate as a fraction ("0.0005") shown as a percentage with up to 4 decimals ("0.05%"). */
export function feePercent(rate: string): string {
  return `${new Decimal(rate).times(100).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed()}%`;
}

/** A fee in basis points as `GET /v3/trade/tradingFee` gives it (`"5"`) → a percentage (`0.05%`). */
export function feePercentOfBps(bps: string): string {
  return feePercent(new Decimal(bps).div(10_000).toFixed());
}

/** Whether any balance holds something (a holding other than zero). */
export const hasFunds = (holdings: readonly string[]): boolean => holdings.some((h) => !new Decimal(h).isZero());
