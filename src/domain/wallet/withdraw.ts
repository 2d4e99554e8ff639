import Decimal from 'decimal.js';
import { num, refusal, type Refusal } from '../shared/refusal';

/** Decimals a withdrawal amount may have (the wire's amounts; more is refused, not rounded). */
export const WITHDRAW_DECIMALS = 8;

/** What a token-network row says about withdrawing (`/instrument/v4/public/network/{token}`). */
export interface WithdrawRules {
  readonly token: string;
  /** The network's display name, used in messages. */
  readonly networkName: string;
  readonly minimumWithdrawal: string;
  readonly withdrawalFee: string;
  readonly allowWithdraw: boolean;
  readonly suspendReason?: string;
}

/** Why a withdrawal cannot go (the simulator answers these with -1009 or -1000; the form shows them before sending). */
export interface WithdrawProblem {
  readonly code: 'suspended' | 'amount' | 'decimals' | 'minimum' | 'balance';
  /** What the user is told (translated by the view; the simulator's English on the wire). */
  readonly refusal: Refusal;
}

/** What the user sends, what is taken from the balance (amount + fee, frozen while the withdrawal is on its way), what arrives. */
export interface WithdrawFigures {
  readonly amount: string;
  readonly fee: string;
  /** Taken from the balance: amount + fee. */
  readonly total: string;
  /** Arrives at the address: the amount (the fee is charged on top). */
  readonly receive: string;
}

const isDecimal = (v: string): boolean => /^(?:\d+\.?\d*|\.\d+)$/.test(v.trim());

/** The figures of a withdrawal of `amount` with the network's fee on top. */
export function withdrawFigures(amount: string, fee: string): WithdrawFigures {
  const a = new Decimal(amount);
  return { amount: a.toFixed(), fee: new Decimal(fee).toFixed(), total: a.plus(fee).toFixed(), receive: a.toFixed() };
}

/** "Max": all that is available less the fee, cut to WITHDRAW_DECIMALS (never below 0). */
export function maxWithdrawal(available: string, fee: string): string {
  const max = new Decimal(available).minus(fee).toDecimalPlaces(WITHDRAW_DECIMALS, Decimal.ROUND_DOWN);
  return Decimal.max(0, max).toFixed();
}

/**
 * The first reason a withdrawal of `amount` (text as typed) cannot go on this network with `available` of the token:
 * a suspended network, not a positive number, too many decimals, below the network's minimum, or amount + fee more
 * than available. Undefined when it can go.
 */
export function withdrawProblem(rules: WithdrawRules, amount: string, available: string): WithdrawProblem | undefined {
  const { token, networkName } = rules;
  if (!rules.allowWithdraw) {
    const why = rules.suspendReason
      ? refusal('withdraw.suspended', { token, network: networkName, reason: rules.suspendReason })
      : refusal('withdraw.suspendedNoReason', { token, network: networkName });
    return { code: 'suspended', refusal: why };
  }
  if (!isDecimal(amount) || new Decimal(amount).lte(0)) return { code: 'amount', refusal: refusal('withdraw.amountNotPositive') };
  const a = new Decimal(amount);
  if (a.decimalPlaces() > WITHDRAW_DECIMALS) {
    return { code: 'decimals', refusal: refusal('withdraw.tooManyDecimals', { token, decimals: num(WITHDRAW_DECIMALS) }) };
  }
  if (a.lt(rules.minimumWithdrawal)) {
    return {
      code: 'minimum',
      refusal: refusal('withdraw.belowMinimum', { token, network: networkName, minimum: num(rules.minimumWithdrawal) }),
    };
  }
  const f = withdrawFigures(amount, rules.withdrawalFee);
  if (new Decimal(f.total).gt(available)) {
    const params = { token, amount: num(f.amount), fee: num(f.fee), total: num(f.total), available: num(available) };
    return { code: 'balance', refusal: refusal('withdraw.insufficient', params) };
  }
  return undefined;
}
