import Decimal from 'decimal.js';

/**
 * Predict-to-win (simulator-defined figures): one prediction per account, the candidate the user thinks will win the
 * showdown, made or changed during the nomination and the voting. At the result every correct prediction gets an
 * equal share of a 1,000 USDT pool, rounded down to 0.01 USDT, at most 100 USDT each; it is paid into the USDT
 * balance through the ledger (DISTRIBUTION). A wrong one gets nothing.
 */
export const PREDICTION_RULE = { pool: '1000', cap: '100', token: 'USDT', decimals: 2 } as const;

export type PredictionOutcome = 'PENDING' | 'WON' | 'LOST';

/** Each correct prediction's reward when `correct` predictions were right ('0' when none). */
export function predictionReward(correct: number): string {
  if (correct <= 0) return '0';
  const share = new Decimal(PREDICTION_RULE.pool).div(correct).toDecimalPlaces(PREDICTION_RULE.decimals, Decimal.ROUND_DOWN);
  return Decimal.min(share, PREDICTION_RULE.cap).toFixed();
}

/** The settled predictions: WON with the reward for those who named `winner`, LOST with '0' for the others. */
export function settlePredictions<P extends { readonly token: string }>(
  predictions: readonly P[],
  winner: string,
): (P & { outcome: PredictionOutcome; reward: string })[] {
  const reward = predictionReward(predictions.filter((p) => p.token === winner).length);
  return predictions.map((p) => (p.token === winner ? { ...p, outcome: 'WON', reward } : { ...p, outcome: 'LOST', reward: '0' }));
}
