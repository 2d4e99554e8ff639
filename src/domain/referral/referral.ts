import Decimal from 'decimal.js';

/** A referral code: 4 to 15 characters, A–Z and 0–9 (trading-facts "Wallet, earn, account"). */
export const REFERRAL_CODE = /^[A-Z0-9]{4,15}$/;
/** A default code plus up to 19 more. */
export const MAX_REFERRAL_CODES = 20;
/** A note on a code: at most this many characters. */
export const MAX_NOTE_LENGTH = 30;
/** The relationship (and its commissions) lasts one year from the referee's sign-up. */
export const REFERRAL_DAYS = 365;
const DAY_MS = 24 * 3600 * 1000;
/** The share of a referee's trading fee that the referral pays out, split between referrer and referee. */
export const COMMISSION_RATE = '0.3';
/** Commissions are rounded down to this many decimals. */
export const COMMISSION_DECIMALS = 8;

/** The commission splits, referrer / referee, in percent. */
export const REFERRAL_SPLITS = ['100/0', '85/15', '75/25', '65/35', '50/50'] as const;
export type ReferralSplit = (typeof REFERRAL_SPLITS)[number];

/** Why a code is refused, or undefined when it is well formed. */
export function codeProblem(code: string): 'length' | 'characters' | undefined {
  if (code.length < 4 || code.length > 15) return 'length';
  if (!REFERRAL_CODE.test(code)) return 'characters';
  return undefined;
}

/** What a code typed in any case becomes (trimmed, upper case). */
export const normaliseCode = (typed: string): string => typed.trim().toUpperCase();

/** The referrer's and the referee's percent of a split. */
export function splitShares(split: ReferralSplit): { readonly referrer: number; readonly referee: number } {
  const [referrer, referee] = split.split('/').map(Number);
  return { referrer, referee };
}

/** Whether a fee charged at `at` still pays commission to a relationship bound at `boundAt` (one year, end excluded). */
export const withinReferralYear = (boundAt: number, at: number): boolean => at >= boundAt && at < boundAt + REFERRAL_DAYS * DAY_MS;

/** When a relationship bound at `boundAt` ends. */
export const referralEnds = (boundAt: number): number => boundAt + REFERRAL_DAYS * DAY_MS;

/**
 * The commission of one fee: the pool (fee × COMMISSION_RATE) split between the referrer and the referee (their
 * kickback), each rounded down to COMMISSION_DECIMALS. Zero outside the relationship's year.
 */
export function commissionOf(
  fee: string,
  split: ReferralSplit,
  boundAt: number,
  at: number,
): { readonly referrer: string; readonly referee: string } {
  if (!withinReferralYear(boundAt, at)) return { referrer: '0', referee: '0' };
  const pool = new Decimal(fee).abs().times(COMMISSION_RATE);
  const { referrer, referee } = splitShares(split);
  const share = (percent: number) => pool.times(percent).div(100).toDecimalPlaces(COMMISSION_DECIMALS, Decimal.ROUND_DOWN).toFixed();
  return { referrer: share(referrer), referee: share(referee) };
}

/** The sum of amounts since `from` (inclusive), or of all of them without `from`. */
export function totalSince(rows: readonly { readonly amount: string; readonly createdTime: number }[], from?: number): string {
  return rows
    .filter((r) => from === undefined || r.createdTime >= from)
    .reduce((sum, r) => sum.plus(r.amount), new Decimal(0))
    .toFixed();
}

/** The referral link of a code on `origin`. */
export const referralLink = (origin: string, code: string): string =>
  `${origin.replace(/\/$/, '')}/register?ref=${encodeURIComponent(code)}`;
