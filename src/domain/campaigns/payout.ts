import Decimal from 'decimal.js';
import { prizeForRank, type PrizeTier, type Ranked } from './competition';

/** One prize paid when a campaign ends. */
export interface PrizePayment<K> {
  readonly key: K;
  readonly rank: number;
  readonly tied: number;
  /** What is credited (2 decimals, rounded down). */
  readonly amount: Decimal;
}

/**
 * The prizes a campaign pays when it ends: every ranked participant's prize for its rank (tied places share the
 * prizes of the places they take, rounded down to the cent), those above zero only. What is paid never exceeds the
 * prize pool: rounding down only ever leaves cents unpaid.
 */
export function campaignPayouts<K>(
  tiers: readonly PrizeTier[],
  ranked: readonly Pick<Ranked<K>, 'key' | 'rank' | 'tied'>[],
): PrizePayment<K>[] {
  return ranked
    .map((r) => ({ key: r.key, rank: r.rank, tied: r.tied, amount: prizeForRank(tiers, r.rank, r.tied) }))
    .filter((p) => p.amount.gt(0));
}

/** A campaign's prizes are due once its window has closed, and are paid once. */
export function payoutDue(rules: { readonly endTime: number }, now: number, paid: boolean): boolean {
  return !paid && now >= rules.endTime;
}

/** Σ of what the payments credit. */
export function paidTotal(payments: readonly { readonly amount: Decimal }[]): Decimal {
  return payments.reduce((sum, p) => sum.plus(p.amount), new Decimal(0));
}

/** What a participant is told about the prizes: nothing while the campaign runs, then being paid, paid, or none won. */
export type PayoutState = 'running' | 'pending' | 'paid' | 'none';

export function payoutState(
  campaign: { readonly status: string; readonly prizesPaidTime?: number },
  me: { readonly signedUp: boolean; readonly paidPrize?: string } | undefined,
): PayoutState {
  if (campaign.status !== 'ENDED' || !me?.signedUp) return 'running';
  if (campaign.prizesPaidTime === undefined) return 'pending';
  return me.paidPrize !== undefined ? 'paid' : 'none';
}
