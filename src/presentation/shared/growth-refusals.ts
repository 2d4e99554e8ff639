import { knownRefusal } from './known-refusals';

/** A refusal said in the user's language: a `common` translation key and its values. */
export interface TranslatedRefusal {
  readonly key: string;
  readonly values: Record<string, string>;
}

/**
 * The exchange's refusals on the rewards, referral and listing screens (`common:refusals.growth.*`), each read from
 * the exchange's English message, with the number or code it names as `value`.
 */
const GROWTH_REFUSALS: readonly [RegExp, string][] = [
  [/This task is not done yet/, 'taskNotDone'],
  [/This reward is already claimed/, 'rewardClaimed'],
  [/This reward has expired/, 'rewardExpired'],
  [/This coupon has expired/, 'couponExpired'],
  [/Claim this coupon before using it/, 'couponNotClaimed'],
  [/This coupon is already claimed/, 'couponClaimed'],
  [/This coupon is already used/, 'couponUsed'],
  [/^No coupon \d+/, 'couponUnknown'],
  [/already have (\d+) referral codes/, 'referralCodesMax'],
  [/^code: must be 4 to 15 characters/, 'referralCodeLength'],
  [/^code: only A–Z and 0–9/, 'referralCodeCharacters'],
  [/^code: (\S+) is already taken/, 'referralCodeTaken'],
  [/^note: at most (\d+) characters/, 'referralNoteLength'],
  [/already has a referrer/, 'referrerBound'],
  [/^No referral code/, 'referralCodeUnknown'],
  [/Votes are taken in the voting and showdown phases only/, 'votesClosed'],
  [/^token: not a candidate/, 'notCandidate'],
  [/^tickets: must be a whole number/, 'ticketsWhole'],
  [/^tickets: more than you have left/, 'ticketsShort'],
  [/Predictions close when the showdown begins/, 'predictionsClosed'],
  [/The campaign has its result/, 'campaignSettled'],
];

/**
 * A refusal of the rewards, referral or listing screens in the user's language: a known money-safety refusal, one of
 * these screens' rules, else a general "refused" — never the exchange's English sentence.
 */
export function growthRefusal(message: string): TranslatedRefusal {
  const known = knownRefusal(message);
  if (known) return known;
  for (const [pattern, code] of GROWTH_REFUSALS) {
    const m = pattern.exec(message);
    if (m) return { key: `common:refusals.growth.${code}`, values: m[1] === undefined ? {} : { value: m[1] } };
  }
  return { key: 'common:refusals.growth.other', values: {} };
}
