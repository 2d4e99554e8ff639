import { knownRefusal } from '../../../src/presentation/shared/known-refusals';

describe('the money-safety refusals the app translates', () => {
  it("reads the rule and its value from the exchange's English message", () => {
    expect(
      knownRefusal('Trading is not offered in restricted regions (United States): US accounts may only cancel, redeem and withdraw'),
    ).toEqual({ key: 'common:refusals.restrictedRegion', values: { value: 'United States' } });
    expect(knownRefusal('fiatAmount: over the daily card limit of 20000 USD (5000.00 USD left today)')).toEqual({
      key: 'common:refusals.dailyCardLimit',
      values: { value: '20000' },
    });
    expect(knownRefusal("card.number: only the simulator's test cards are accepted")).toEqual({
      key: 'common:refusals.testCardsOnly',
      values: {},
    });
    expect(knownRefusal('Sub-accounts are not new users: new-user rewards belong to the main account')?.key).toBe(
      'common:refusals.subAccountRewards',
    );
    expect(knownRefusal('referralCode: a sub-account is not a new user and binds no referral code')?.key).toBe(
      'common:refusals.subAccountReferral',
    );
    expect(knownRefusal('quoteId: quote expired')).toBeUndefined();
  });
});
