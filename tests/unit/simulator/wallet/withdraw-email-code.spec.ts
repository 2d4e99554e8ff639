import { signedCall } from '../support/signed-call';
import { attackSimulator, TRON } from '../attacks/attack-fixture';
import { call } from '../support/simulator-fixture';
import { lastWithdrawEmailCode } from '../support/withdraw-email-code';

const MINUTE = 60_000;
const base = { token: 'USDT', network: 'TRON', address: TRON, extra: '', amount: 100 };

/** The website's withdrawal asks the code mailed to the account (simulator/wallet/withdraw-email-codes.ts). */
describe('a website withdrawal is confirmed with an email code', () => {
  const { k, clock, sim } = attackSimulator({ withdrawStepMs: 0 });
  const sendCode = async (t: string) => k.api(t, 'POST', '/v3/asset/wallet/withdraw/email_code', {});
  const withdraw = (t: string, extra: Record<string, unknown> = {}) => k.api(t, 'POST', '/v3/asset/wallet/withdraw', { ...base, ...extra });
  const mails = async (t: string) =>
    (await call(sim(), '/api/usercenter/dev/mail', { headers: { authorization: `Bearer ${t}` } })).json().data.rows as {
      subject: string;
      text: string;
    }[];
  /** A six-digit code that is not `code` (the next one round the clock of codes). */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('without the code nothing is frozen; the code goes to the outbox and makes one withdrawal of 100 + fee 1', async () => {
    const { token } = await k.session('mailer');
    expect(await withdraw(token)).toMatchObject({ success: false, code: -1005, message: 'emailCode: the email code is required' });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
    expect(await sendCode(token)).toMatchObject({ success: true, data: { resendAfterMs: 60_000, expiresAt: clock.now + 10 * MINUTE } });
    const [mail] = await mails(token);
    expect(mail.subject).toBe('Your withdrawal verification code');
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    expect(mail.text).toContain(`Your withdrawal verification code is ${code}.`);
    expect(await withdraw(token, { emailCode: code })).toMatchObject({
      success: true,
      data: { withdrawId: expect.stringMatching(/^\d{17}$/) },
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 101 });
  });

  it('a used code is refused the second time, and a new one may be asked at once', async () => {
    const { token } = await k.session('reuser');
    await sendCode(token);
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    expect((await withdraw(token, { emailCode: code })).success).toBe(true);
    expect(await withdraw(token, { emailCode: code })).toMatchObject({
      success: false,
      code: -1005,
      message: 'emailCode: the code was already used; ask for a new one',
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 101 });
    expect((await sendCode(token)).success).toBe(true);
  });

  it('the same code sent twice at once (a double click) makes ONE withdrawal', async () => {
    const { token } = await k.session('doubler');
    await sendCode(token);
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    const answers = await Promise.all([withdraw(token, { emailCode: code }), withdraw(token, { emailCode: code })]);
    expect(answers.map((a) => a.success).sort()).toEqual([false, true]);
    expect(await k.withdrawals(token)).toHaveLength(1);
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 101 });
  });

  it('a code expires after 10 minutes', async () => {
    const { token } = await k.session('late');
    await sendCode(token);
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    clock.now += 10 * MINUTE;
    expect(await withdraw(token, { emailCode: code })).toMatchObject({
      success: false,
      code: -1005,
      message: 'emailCode: the code has expired or was not sent; ask for a new one',
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
  });

  it('a new code waits a minute while the last is unused (-1003 with the seconds); the new one replaces the old', async () => {
    const { token } = await k.session('resender');
    await sendCode(token);
    const first = (await lastWithdrawEmailCode(sim(), token))!;
    clock.now += 20_000;
    expect(await sendCode(token)).toMatchObject({
      success: false,
      code: -1003,
      message: 'emailCode: a code was sent less than a minute ago; ask again in 40 seconds',
    });
    clock.now += 40_000;
    expect((await sendCode(token)).success).toBe(true);
    const second = (await lastWithdrawEmailCode(sim(), token))!;
    if (second !== first)
      expect(await withdraw(token, { emailCode: first })).toMatchObject({
        success: false,
        message: expect.stringMatching(/^emailCode: wrong code/),
      });
    expect((await withdraw(token, { emailCode: second })).success).toBe(true);
  });

  it('wrong codes count down from 5 tries; the fifth locks for 15 minutes, even the right code; parallel tries are counted one by one', async () => {
    const { token } = await k.session('guesser');
    await sendCode(token);
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    expect(await withdraw(token, { emailCode: other(code) })).toMatchObject({
      success: false,
      code: -1005,
      message: 'emailCode: wrong code (4 tries left)',
    });
    const parallel = await Promise.all([1, 2, 3, 4, 5, 6].map(() => withdraw(token, { emailCode: other(code) })));
    expect(parallel.map((a) => a.message).sort()).toEqual(
      [
        'emailCode: wrong code (3 tries left)',
        'emailCode: wrong code (2 tries left)',
        'emailCode: wrong code (1 tries left)',
        'emailCode: wrong code; locked for 15 minutes',
        'Too many wrong codes: try again in 15 minutes',
        'Too many wrong codes: try again in 15 minutes',
      ].sort(),
    );
    expect(await withdraw(token, { emailCode: code })).toMatchObject({ success: false, code: -1003 });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
  });

  it('with 2FA on, a wrong email code spends no 2FA step: the same authenticator code then goes through with the right one', async () => {
    const { token } = await k.session('twofactor');
    const { secret } = await k.enable2fa(token);
    await sendCode(token);
    const code = (await lastWithdrawEmailCode(sim(), token))!;
    const totp = k.codeAt(secret);
    expect(await withdraw(token, { emailCode: other(code), totp })).toMatchObject({
      success: false,
      message: 'emailCode: wrong code (4 tries left)',
    });
    expect(await withdraw(token, { emailCode: code })).toMatchObject({ success: false, message: 'totp: the 2FA code is required' });
    expect(await withdraw(token, { emailCode: code, totp })).toMatchObject({ success: true });
  });

  it('a withdrawal signed by a WITHDRAWAL key is asked no email code (as the real API takes it)', async () => {
    const { token } = await k.session('bot-owner');
    const { recoveryCodes } = await k.enable2fa(token);
    const key = (
      await k.uc(token, 'POST', 'create_credential', {
        label: 'payout',
        permissions: ['READ', 'TRADE', 'WITHDRAWAL'],
        recoveryCode: recoveryCodes[0],
      })
    ).data;
    const signed = await signedCall(sim(), key, 'POST', '/v3/asset/wallet/withdraw', { payload: base, timestamp: clock.now });
    expect(signed.json).toMatchObject({ success: true, data: { withdrawId: expect.stringMatching(/^\d{17}$/) } });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 101 });
  });

  it('a sub-account is told the family rule when it asks for a code', async () => {
    const { token: main } = await k.session('family');
    const sub = (await k.uc(main, 'POST', 'sub_accounts', { nickname: 'Child' })).data;
    const switched = (await k.uc(main, 'POST', 'sub_accounts/switch', { applicationId: sub.applicationId })).data;
    expect(await sendCode(switched.token)).toMatchObject({
      success: false,
      code: -1009,
      message: expect.stringContaining('A sub-account cannot withdraw'),
    });
  });
});
