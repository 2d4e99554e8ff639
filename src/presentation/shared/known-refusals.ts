/**
 * The exchange's money-safety refusals the app says in the user's language (`common:refusals.*`): each read from the
 * exchange's English message; any other is shown as the exchange wrote it in English only (`failureText`).
 */
const KNOWN_REFUSALS: readonly [RegExp, string][] = [
  [/is not offered in restricted regions \(([^)]+)\)/, 'restrictedRegion'],
  [/only the simulator's test cards are accepted/, 'testCardsOnly'],
  [/over the daily card limit of (\d+) USD/, 'dailyCardLimit'],
  [/Sub-accounts are not new users/, 'subAccountRewards'],
  [/a sub-account is not a new user and binds no referral code/, 'subAccountReferral'],
];

/** The translation key and values of a known refusal, else undefined. */
export function knownRefusal(message: string): { key: string; values: Record<string, string> } | undefined {
  for (const [pattern, key] of KNOWN_REFUSALS) {
    const m = pattern.exec(message);
    if (m) return { key: `common:refusals.${key}`, values: m[1] === undefined ? {} : { value: m[1] } };
  }
  return undefined;
}
