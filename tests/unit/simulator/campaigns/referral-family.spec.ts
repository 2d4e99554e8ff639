import { Referrals } from '../../../../simulator/campaigns/referrals';
import { REFERRAL_SPLITS } from '../../../../src/domain/referral/referral';
import { refusal } from '../support/refusal';

const NOW = 1_700_000_000_000;

/** Referral binding and the family: a sub-account binds no code at all, and no account binds a code of its own family. */
describe('referral binding is family-aware', () => {
  function referrals() {
    // accounts 2 and 3 are sub-accounts of main account 1; account 7 is another family
    const familyOf = (userId: number) => (userId === 2 || userId === 3 ? 1 : userId);
    return new Referrals({ growth: () => undefined }, { credit: () => undefined, familyOf }, () => NOW);
  }

  it("refuses a sub-account any code (it is not a new user), a main account its own sub-account's code, and binds another family's (-1005)", () => {
    const r = referrals();
    const mainCode = r.create(1, { split: REFERRAL_SPLITS[0] }).code;
    const subCode = r.create(3, { split: REFERRAL_SPLITS[0] }).code;
    const otherCode = r.create(7, { split: REFERRAL_SPLITS[0] }).code;
    const notNew = { code: -1005, message: 'referralCode: a sub-account is not a new user and binds no referral code' };
    for (const code of [mainCode, subCode, otherCode]) expect(refusal(() => r.bind(2, NOW, null, code))).toEqual(notNew);
    expect(r.referrerOf(2)).toBeUndefined();
    const ownFamily = { code: -1005, message: 'referralCode: the code belongs to an account of your own family (main and sub-accounts)' };
    expect(refusal(() => r.bind(1, NOW, null, subCode))).toEqual(ownFamily);
    expect(r.referrerOf(1)).toBeUndefined();
    expect(r.bind(9, NOW, null, otherCode)).toMatchObject({ refereeId: 9, referrerId: 7 });
  });
});
