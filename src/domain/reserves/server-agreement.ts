import type { ServerUserCheck } from './balance-sheet';
import { sameAmount } from './decimal-sum';
import type { VerificationOutcome } from './verification-outcome';

/** Whether the server's `user_check` answer and the browser's own proof say the same thing. */
export type ServerAgreement =
  | { readonly status: 'agree' }
  | { readonly status: 'disagree'; readonly reason: 'inclusion' | 'balances' | 'leaf-count' }
  | { readonly status: 'unavailable' };

/**
 * Agree when both say "included" with the same leaf count and the same amount per token, or both say "not
 * included". A browser failure (tampered or malformed tree) against a server "included" is a disagreement.
 */
export function compareWithServer(outcome: VerificationOutcome, server: ServerUserCheck | undefined): ServerAgreement {
  if (!server) return { status: 'unavailable' };
  const included = outcome.kind === 'verified';
  if (included !== server.included) return { status: 'disagree', reason: 'inclusion' };
  if (outcome.kind !== 'verified') return { status: 'agree' };
  if (outcome.leaves.length !== server.leafCount) return { status: 'disagree', reason: 'leaf-count' };
  const mine = new Map(outcome.balances.map((b) => [b.token, b.amount]));
  const same =
    server.balances.length === mine.size && server.balances.every((b) => mine.has(b.token) && sameAmount(mine.get(b.token)!, b.amount));
  return same ? { status: 'agree' } : { status: 'disagree', reason: 'balances' };
}

/** Each root total next to the dashboard's liability total for the same token; `matches` compares numerically. */
export function rootAgainstLiabilities(
  rootTotals: readonly { token: string; amount: string }[],
  liabilities: readonly { token: string; total: string }[],
): { token: string; root: string; dashboard: string | undefined; matches: boolean }[] {
  return rootTotals.map(({ token, amount }) => {
    const dashboard = liabilities.find((l) => l.token === token)?.total;
    return { token, root: amount, dashboard, matches: dashboard !== undefined && sameAmount(amount, dashboard) };
  });
}
