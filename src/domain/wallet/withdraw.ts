import Decimal from 'decimal.js';

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
  readonly message: string;
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
    return { code: 'suspended', message: `Withdrawals of ${token} on ${networkName} are suspended: ${rules.suspendReason ?? 'try again later'}.` };
  }
  if (!isDecimal(amount) || new Decimal(amount).lte(0)) return { code: 'amount', message: 'Enter an amount greater than 0.' };
  const a = new Decimal(amount);
  if (a.decimalPlaces() > WITHDRAW_DECIMALS) return { code: 'decimals', message: `${token} amounts have at most ${WITHDRAW_DECIMALS} decimals.` };
  if (a.lt(rules.minimumWithdrawal)) {
    return { code: 'minimum', message: `The minimum withdrawal of ${token} on ${networkName} is ${new Decimal(rules.minimumWithdrawal).toFixed()}.` };
  }
  const f = withdrawFigures(amount, rules.withdrawalFee);
  if (new Decimal(f.total).gt(available)) {
    return { code: 'balance', message: `Not enough ${token}: ${f.amount} plus the fee of ${f.fee} is ${f.total}, and ${new Decimal(available).toFixed()} is available.` };
  }
  return undefined;
}
