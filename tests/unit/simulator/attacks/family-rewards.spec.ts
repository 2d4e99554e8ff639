import { control } from '../support/simulator-fixture';
import { attackSimulator } from './attack-fixture';

const L = '/social-backend-ui/private/campaigns/LISTING_CAMPAIGN';

/**
 * A sub-account is not a new user. The attack: open sub-accounts to collect the welcome coupons and the
 * new-user tasks again, bind each to a referrer, and move WOO between the family's accounts to vote with it twice.
 */
describe('attack: sub-accounts farm the new-user rewards and the listing tickets', () => {
  const { k, sim } = attackSimulator({ chainBlockMs: 0 });

  async function family() {
    const { token: main } = await k.session('farmer');
    const me = (await k.uc(main, 'GET', 'info')).data;
    const sub = (await k.uc(main, 'POST', 'sub_accounts', { nickname: 'Farm' })).data;
    /** Acting as the sub-account (the main account's session ends with the switch). */
    const switchToSub = async () =>
      (await k.uc(main, 'POST', 'sub_accounts/switch', { applicationId: sub.applicationId })).data.token as string;
    return { main, switchToSub, me, sub };
  }

  it('a sub-account has no welcome coupon and no new-user task; claiming one is refused and credits nothing', async () => {
    const { main, switchToSub } = await family();
    expect((await k.api(main, 'GET', '/v3/rewards/coupons')).data.rows).toHaveLength(3);
    const subToken = await switchToSub();
    expect((await k.api(subToken, 'GET', '/v3/rewards/coupons')).data.rows).toEqual([]);
    expect((await k.api(subToken, 'GET', '/v3/rewards/tasks')).data.rows).toEqual([]);
    const before = await k.balance(subToken);
    const refused = await k.api(subToken, 'POST', '/v3/rewards/tasks/claim', { kind: 'FIRST_TRADE' });
    expect(refused).toMatchObject({
      success: false,
      code: -1005,
      message: 'Sub-accounts are not new users: new-user rewards belong to the main account',
    });
    expect(await k.api(subToken, 'POST', '/v3/rewards/coupons/1/claim')).toMatchObject({ success: false, code: -1005 });
    expect(await k.balance(subToken)).toEqual(before);
  });

  it("a sub-account binds no referral code, not even another family's", async () => {
    const subToken = await (await family()).switchToSub();
    const { token: stranger } = await k.session('stranger');
    const code = (await k.uc(stranger, 'POST', 'build_referral', { split: '100/0' })).data.referralCode as string;
    expect(code).toMatch(/\w+/);
    const refused = await k.uc(subToken, 'POST', 'referral_bind', { referralCode: code });
    expect(refused).toMatchObject({
      success: false,
      code: -1005,
      message: 'referralCode: a sub-account is not a new user and binds no referral code',
    });
  });

  it("WOO moved inside the family is counted once: the sub-account votes from the family's tickets, not new ones", async () => {
    const { main, switchToSub, me, sub } = await family();
    const mine = async (t: string) =>
      (await k.api(t, 'GET', `${L}/user`)).data as { wooHolding: number; ticketsEarned: number; ticketsAvailable: number };
    expect(
      (
        await k.api(main, 'POST', '/v3/asset/transfer', {
          token: 'USDT',
          amount: 1,
          from: { applicationId: me.application_id },
          to: { applicationId: sub.applicationId },
        })
      ).success,
    ).toBe(true);
    const deposited = await control(sim(), '/wallet/deposit', { userId: me.user_id, token: 'WOO', network: 'ETH', amount: '1000' });
    expect(deposited.statusCode).toBe(200);
    // the deposit is credited once the chain has confirmed it, block by block
    for (let i = 0; i < 64 && (await k.balance(main, 'WOO')).holding === 0; i++) await control(sim(), '/wallet/block');
    expect((await k.balance(main, 'WOO')).holding).toBe(1000);
    // 1 ticket to start + 1,000 WOO ÷ 100 = 11 tickets, all cast by the main account
    const start = await mine(main);
    expect(start).toMatchObject({ wooHolding: 1000, ticketsEarned: 11, ticketsAvailable: 11 });
    expect((await k.api(main, 'POST', `${L}/vote`, { token: 'ONDO', tickets: 11 })).success).toBe(true);
    const moved = await k.api(main, 'POST', '/v3/asset/transfer', {
      token: 'WOO',
      amount: 1000,
      from: { applicationId: me.application_id },
      to: { applicationId: sub.applicationId },
    });
    expect(moved.success).toBe(true);
    // the WOO now sits in the sub-account: the family's holding and tickets are unchanged, and every ticket is spent
    const subToken = await switchToSub();
    expect((await k.balance(subToken, 'WOO')).holding).toBe(1000);
    expect(await mine(subToken)).toMatchObject({ wooHolding: 1000, ticketsEarned: 11, ticketsAvailable: 0 });
    expect(await k.api(subToken, 'POST', `${L}/vote`, { token: 'ONDO', tickets: 1 })).toMatchObject({
      success: false,
      code: -1005,
      message: 'tickets: more than you have left',
    });
  });
});
