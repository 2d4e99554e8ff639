import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../shared/refusal';

/** Why a transfer cannot be made, or undefined when it can. */
export type TransferProblem = 'sameAccount' | 'notPositive' | 'decimals' | 'insufficient' | 'notANumber';

export interface TransferInput {
  readonly from: string;
  readonly to: string;
  readonly amount: string;
  /** What the source account may move of the token now (holding − frozen − margin in use). */
  readonly available: string;
  /** How many decimals the token allows. */
  readonly decimals: number;
}

/** Checks an internal transfer: two different accounts, 0 < amount ≤ available, at most `decimals` decimals. */
export function transferProblem(input: TransferInput): TransferProblem | undefined {
  if (input.from === input.to) return 'sameAccount';
  let amount: Decimal;
  try {
    amount = new Decimal(input.amount.trim());
  } catch {
    return 'notANumber';
  }
  if (!amount.isFinite()) return 'notANumber';
  if (amount.lte(0)) return 'notPositive';
  if (amount.decimalPlaces() > input.decimals) return 'decimals';
  if (amount.gt(input.available)) return 'insufficient';
  return undefined;
}

/** "Max": everything available, rounded down to the token's decimals. */
export function maxTransfer(available: string, decimals: number): string {
  const a = new Decimal(available);
  return a.lte(0) ? '0' : a.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();
}

/** A transfer problem as a refusal (the app translates it; the simulator words it on the wire). */
export function transferRefusal(problem: TransferProblem, token: string, input: Pick<TransferInput, 'available' | 'decimals'>): Refusal {
  switch (problem) {
    case 'sameAccount':
      return refusal('transfer.sameAccount');
    case 'notPositive':
      return refusal('transfer.notPositive');
    case 'notANumber':
      return refusal('transfer.notANumber');
    case 'decimals':
      return refusal('transfer.decimals', { token, decimals: num(input.decimals) });
    case 'insufficient':
      return refusal('transfer.insufficient', { token, available: num(input.available) });
  }
}

/** The request field a problem is about ('to' for the accounts, 'amount' for its format); none for the funds. */
export function transferField(problem: TransferProblem): 'to' | 'amount' | undefined {
  if (problem === 'sameAccount') return 'to';
  return problem === 'insufficient' ? undefined : 'amount';
}

/** Decimals a token may be transferred with (the wallet's precision; USDT and stablecoins 6, others 8). */
export function transferDecimals(token: string): number {
  return token === 'USDT' || token === 'USDC' ? 6 : 8;
}
