import { Referrals } from '../../../../simulator/campaigns/referrals';
import { REFERRAL_SPLITS } from '../../../../src/domain/referral/referral';
import { refusal } from '../support/refusal';

const NOW = 1_700_000_000_000;

/** Issue 29: a sub-account cannot bind to its own family's referral code (its main's, or a sibling's). */
describe('referral binding is family-aware', () => {
  function referrals() {
    const r = new Referrals({ growth: () => undefined }, { credit: () => undefined }, () => NOW);
    // accounts 2 and 3 are sub-accounts of main account 1; account 7 is another family
    r.familyOf = (userId) => (userId === 2 || userId === 3 ? 1 : userId);
    return r;
  }

  it("refuses the main account's and a sibling's code (-1005, naming the family); another family's code binds", () => {
    const r = referrals();
    const mainCode = r.create(1, { split: REFERRAL_SPLITS[0] }).code;
    const siblingCode = r.create(3, { split: REFERRAL_SPLITS[0] }).code;
    const otherCode = r.create(7, { split: REFERRAL_SPLITS[0] }).code;
    const expected = { code: -1005, message: 'referralCode: the code belongs to an account of your own family (main and sub-accounts)' };
    expect(refusal(() => r.bind(2, NOW, null, mainCode))).toEqual(expected);
    expect(refusal(() => r.bind(2, NOW, null, siblingCode))).toEqual(expected);
    expect(r.referrerOf(2)).toBeUndefined();
    expect(r.bind(2, NOW, null, otherCode)).toMatchObject({ refereeId: 2, referrerId: 7 });
  });
});
