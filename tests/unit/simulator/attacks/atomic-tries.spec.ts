import { attackSimulator, STRONG } from './attack-fixture';

/** Each try is reserved before the slow check; a spent code never comes back. */
describe('attack: racing the password, TOTP and recovery-code locks', () => {
  const { k } = attackSimulator();

  it('30 parallel wrong check_trade_pwd calls: four counted, the fifth locks, the other 25 find the lock; then the right password waits too', async () => {
    const { token } = await k.session();
    expect((await k.uc(token, 'POST', 'create_trade_pwd', { password: STRONG })).success).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => k.uc(token, 'POST', 'check_trade_pwd', { password: `Wrong${i}pass` })),
    );
    const messages = answers.map((a) => `${a.code} ${a.message}`).sort();
    expect(messages.filter((m) => /tries left/.test(m)).sort()).toEqual(
      [1, 2, 3, 4].map((n) => `-1005 password: wrong password (${n} tries left)`),
    );
    expect(messages.filter((m) => m === '-1003 password: wrong password; locked for 15 minutes')).toHaveLength(1);
    expect(messages.filter((m) => m === '-1003 Too many wrong codes: try again in 15 minutes')).toHaveLength(25);
    expect(await k.uc(token, 'POST', 'check_trade_pwd', { password: STRONG })).toMatchObject({ success: false, code: -1003 });
  });

  it('one TOTP step confirms one action, even when sent twice in parallel', async () => {
    const { token } = await k.session();
    const { secret } = await k.enable2fa(token);
    const code = k.codeAt(secret);
    const answers = await Promise.all([
      k.uc(token, 'POST', 'create_trade_pwd', { password: STRONG, totp: code }),
      k.uc(token, 'POST', 'create_withdraw_pwd', { password: STRONG, totp: code }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)).toMatchObject({ code: -1005, message: 'totp: wrong code (4 tries left)' });
    const overview = (await k.uc(token, 'GET', 'security_checking')).data;
    expect([overview.tradePwd, overview.withdrawPwd].filter(Boolean)).toHaveLength(1);
  });

  it("a recovery code spent while a slow wrong-password check runs is not restored by that check's late save", async () => {
    const { token } = await k.session();
    const { recoveryCodes } = await k.enable2fa(token);
    expect(recoveryCodes).toHaveLength(10);
    recoveryCodes.forEach((c) => expect(c).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/));
    expect((await k.uc(token, 'POST', 'create_trade_pwd', { password: STRONG, recoveryCode: recoveryCodes[0] })).success).toBe(true);
    // a slow scrypt of a wrong password and the spending of a second recovery code, interleaved
    const [wrong, spent] = await Promise.all([
      k.uc(token, 'POST', 'check_trade_pwd', { password: 'Wrong1234x' }),
      k.uc(token, 'POST', 'create_withdraw_pwd', { password: STRONG, recoveryCode: recoveryCodes[1] }),
    ]);
    expect(wrong).toMatchObject({ code: -1005, message: 'password: wrong password (4 tries left)' });
    expect(spent.success).toBe(true);
    expect((await k.uc(token, 'GET', 'security_checking')).data).toMatchObject({ recoveryCodesLeft: 8, tradePwd: true, withdrawPwd: true });
    // neither spent code works again
    for (const used of recoveryCodes.slice(0, 2)) {
      expect(await k.uc(token, 'DELETE', 'otpauth', { recoveryCode: used })).toMatchObject({
        success: false,
        code: -1005,
        message: expect.stringMatching(/^recoveryCode: wrong recovery code/),
      });
    }
    expect((await k.uc(token, 'GET', 'security_checking')).data).toMatchObject({ otpauth: true, recoveryCodesLeft: 8 });
  });

  it('the same recovery code sent twice in parallel is spent once', async () => {
    const { token } = await k.session();
    const { recoveryCodes } = await k.enable2fa(token);
    const answers = await Promise.all([
      k.uc(token, 'POST', 'create_trade_pwd', { password: STRONG, recoveryCode: recoveryCodes[3] }),
      k.uc(token, 'POST', 'create_withdraw_pwd', { password: STRONG, recoveryCode: recoveryCodes[3] }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect((await k.uc(token, 'GET', 'security_checking')).data.recoveryCodesLeft).toBe(9);
  });
});
