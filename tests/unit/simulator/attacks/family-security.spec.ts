import { signedCall } from '../support/signed-call';
import { attackSimulator, STRONG, TRON } from './attack-fixture';

/**
 * The family is ONE security subject (docs/adr/0024). The attack: create a sub-account, move funds
 * into it, switch to it and withdraw — its own security settings are empty, so the main account's 2FA, withdraw
 * password and whitelist were walked around.
 */
describe("attack: a sub-account walks around the main account's withdrawal protections", () => {
  const { k, clock, sim } = attackSimulator({ withdrawStepMs: 0 });

  async function familyWithFunds() {
    const { token: main } = await k.session('main');
    const { secret } = await k.enable2fa(main);
    expect((await k.uc(main, 'POST', 'create_withdraw_pwd', { password: STRONG, totp: k.codeAt(secret) })).success).toBe(true);
    k.nextStep();
    expect((await k.api(main, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: true })).success).toBe(true);
    const me = (await k.uc(main, 'GET', 'info')).data;
    const sub = (await k.uc(main, 'POST', 'sub_accounts', { nickname: 'Escape' })).data;
    const moved = await k.api(main, 'POST', '/v3/asset/transfer', {
      token: 'USDT',
      amount: 500,
      from: { applicationId: me.application_id },
      to: { applicationId: sub.applicationId },
    });
    expect(moved.success).toBe(true);
    const switched = (await k.uc(main, 'POST', 'sub_accounts/switch', { applicationId: sub.applicationId })).data;
    return { secret, subToken: switched.token as string, sub, me };
  }

  it("the sub-account's session cannot withdraw: -1009 naming the rule, nothing frozen or sent", async () => {
    const { subToken } = await familyWithFunds();
    const refused = await k.api(subToken, 'POST', '/v3/asset/wallet/withdraw', {
      token: 'USDT',
      network: 'TRON',
      address: TRON,
      extra: '',
      amount: 100,
    });
    expect(refused).toMatchObject({ success: false, code: -1009, message: expect.stringContaining('A sub-account cannot withdraw') });
    expect(await k.balance(subToken)).toEqual({ holding: 500, frozen: 0 });
    expect(await k.withdrawals(subToken)).toEqual([]);
  });

  it('a WITHDRAWAL key of the sub-account cannot be created (and a signed withdrawal by its TRADE key is refused)', async () => {
    const { subToken, secret } = await familyWithFunds();
    const withWithdrawal = await k.uc(subToken, 'POST', 'create_credential', {
      label: 'exit',
      permissions: ['READ', 'TRADE', 'WITHDRAWAL'],
      totp: k.codeAt(secret),
    });
    expect(withWithdrawal).toMatchObject({
      success: false,
      code: -1005,
      message: expect.stringContaining('a sub-account cannot withdraw'),
    });
    k.nextStep();
    const tradeKey = (
      await k.uc(subToken, 'POST', 'create_credential', { label: 'bot', permissions: ['READ', 'TRADE'], totp: k.codeAt(secret) })
    ).data;
    k.nextStep();
    const signed = await signedCall(sim(), tradeKey, 'POST', '/v3/asset/wallet/withdraw', {
      payload: { token: 'USDT', network: 'TRON', address: TRON, extra: '', amount: 100 },
      timestamp: clock.now,
    });
    expect(signed.json).toMatchObject({
      success: false,
      code: -1002,
      message: expect.stringContaining('the call needs the WITHDRAWAL permission'),
    });
    expect(await k.balance(subToken)).toEqual({ holding: 500, frozen: 0 });
  });

  it("the sub-account's address-book changes ask the MAIN account's 2FA; whitelist mode off too", async () => {
    const { subToken, secret } = await familyWithFunds();
    const save = { label: 'Cold', token: 'USDT', network: 'TRON', address: TRON, extra: '' };
    expect(await k.api(subToken, 'POST', '/v3/asset/wallet/addressBook', save)).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect(await k.api(subToken, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: false })).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect((await k.api(subToken, 'POST', '/v3/asset/wallet/addressBook', { ...save, totp: k.codeAt(secret) })).success).toBe(true);
  });

  it("switching to the sub-account and back is written to the main account's security activity", async () => {
    const { subToken, me } = await familyWithFunds();
    const back = (await k.uc(subToken, 'POST', 'sub_accounts/switch', { applicationId: me.application_id })).data;
    expect((await k.securityActivity(back.token)).slice(0, 2)).toEqual(['SWITCH_TO_MAIN_ACCOUNT', 'SWITCH_TO_SUB_ACCOUNT']);
  });

  it('the main account still withdraws with its own 2FA and withdraw password', async () => {
    const { token: main } = await k.session('payer');
    const { secret } = await k.enable2fa(main);
    expect((await k.uc(main, 'POST', 'create_withdraw_pwd', { password: STRONG, totp: k.codeAt(secret) })).success).toBe(true);
    k.nextStep();
    const sent = await k.api(main, 'POST', '/v3/asset/wallet/withdraw', {
      token: 'USDT',
      network: 'TRON',
      address: TRON,
      extra: '',
      amount: 100,
      withdrawPassword: STRONG,
      totp: k.codeAt(secret),
      emailCode: await k.emailCode(main),
    });
    expect(sent).toMatchObject({ success: true, data: { withdrawId: expect.stringMatching(/^\d{17}$/) } });
    expect(await k.balance(main)).toEqual({ holding: 10000, frozen: 101 });
  });
});
