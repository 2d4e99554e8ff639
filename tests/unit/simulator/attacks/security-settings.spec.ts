import { signedCall } from '../support/signed-call';
import { attackSimulator, TRON } from './attack-fixture';

const ETH = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';

/** Security settings change only with the second factor, and never with an API key. */
describe('attack: whitelist mode and the address book changed without 2FA', () => {
  const { k, clock, sim } = attackSimulator({ withdrawStepMs: 0 });
  const book = async (t: string) =>
    (await k.api(t, 'GET', '/v3/asset/wallet/addressBook')).data as { whitelistMode: boolean; rows: { address: string }[] };

  it('with the session alone (2FA on), whitelist mode does not turn off and no address is added; with the code both work', async () => {
    const { token } = await k.session();
    const { secret } = await k.enable2fa(token);
    expect((await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: true })).success).toBe(true);
    expect(await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: false })).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect(await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: false, totp: '000000' })).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: wrong code (4 tries left)',
    });
    const save = { label: 'Thief', token: 'USDT', network: 'TRON', address: TRON, extra: '' };
    expect(await k.api(token, 'POST', '/v3/asset/wallet/addressBook', save)).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect(await book(token)).toMatchObject({ whitelistMode: true, rows: [] });
    // the withdrawal to the unsaved address is still refused by the whitelist: nothing moves
    expect(
      await k.api(token, 'POST', '/v3/asset/wallet/withdraw', {
        token: 'USDT',
        network: 'TRON',
        address: TRON,
        extra: '',
        amount: 100,
        totp: k.codeAt(secret),
        emailCode: await k.emailCode(token),
      }),
    ).toMatchObject({
      success: false,
      code: -1009,
      message: 'Whitelist mode is on: withdraw only to an address saved in your address book.',
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
    k.nextStep();
    expect((await k.api(token, 'POST', '/v3/asset/wallet/addressBook', { ...save, label: 'Mine', totp: k.codeAt(secret) })).success).toBe(
      true,
    );
    k.nextStep();
    expect(await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: false, totp: k.codeAt(secret) })).toMatchObject({
      success: true,
      data: { whitelistMode: false },
    });
  });

  it('a new address waits 24 hours in whitelist mode, even after the code', async () => {
    const { token } = await k.session();
    const { secret } = await k.enable2fa(token);
    expect((await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: true })).success).toBe(true);
    expect(
      (
        await k.api(token, 'POST', '/v3/asset/wallet/addressBook', {
          label: 'New',
          token: 'USDT',
          network: 'TRON',
          address: TRON,
          extra: '',
          totp: k.codeAt(secret),
        })
      ).success,
    ).toBe(true);
    k.nextStep();
    const refused = await k.api(token, 'POST', '/v3/asset/wallet/withdraw', {
      token: 'USDT',
      network: 'TRON',
      address: TRON,
      extra: '',
      amount: 100,
      totp: k.codeAt(secret),
      emailCode: await k.emailCode(token),
    });
    expect(refused).toMatchObject({
      success: false,
      code: -1009,
      message: expect.stringContaining('"New" was whitelisted less than 24 hours ago'),
    });
    expect(await k.balance(token)).toEqual({ holding: 10000, frozen: 0 });
  });

  it('a TRADE-only key (and even a WITHDRAWAL key) never changes whitelist mode or the address book', async () => {
    const { token } = await k.session();
    const { secret } = await k.enable2fa(token);
    expect((await k.api(token, 'PUT', '/v3/asset/wallet/addressBook/whitelist', { enabled: true })).success).toBe(true);
    const tradeKey = (
      await k.uc(token, 'POST', 'create_credential', { label: 'bot', permissions: ['READ', 'TRADE'], totp: k.codeAt(secret) })
    ).data;
    k.nextStep();
    const fullKey = (
      await k.uc(token, 'POST', 'create_credential', {
        label: 'payout',
        permissions: ['READ', 'TRADE', 'WITHDRAWAL'],
        totp: k.codeAt(secret),
      })
    ).data;
    k.nextStep();
    for (const key of [tradeKey, fullKey]) {
      const off = await signedCall(sim(), key, 'PUT', '/v3/asset/wallet/addressBook/whitelist', {
        payload: { enabled: false, totp: k.codeAt(secret) },
        timestamp: clock.now,
      });
      expect(off.json).toMatchObject({ success: false, code: -1002, message: expect.stringContaining('never with an API key') });
      const add = await signedCall(sim(), key, 'POST', '/v3/asset/wallet/addressBook', {
        payload: { label: 'Bot', token: 'USDT', network: 'ETH', address: ETH, extra: '' },
        timestamp: clock.now,
      });
      expect(add.json).toMatchObject({ success: false, code: -1002, message: expect.stringContaining('never with an API key') });
    }
    expect(await book(token)).toMatchObject({ whitelistMode: true, rows: [] });
  });

  it('a WITHDRAWAL key needs 2FA on the account', async () => {
    const { token } = await k.session();
    expect(await k.uc(token, 'POST', 'create_credential', { label: 'payout', permissions: ['READ', 'WITHDRAWAL'] })).toMatchObject({
      success: false,
      code: -1005,
      message: 'permissions: a key with WITHDRAWAL needs 2FA on the account; turn it on in the security centre first',
    });
    expect((await k.uc(token, 'GET', 'list_credentials')).data.rows).toEqual([]);
  });

  it('password changes and turning 2FA off ask for the code', async () => {
    const { token } = await k.session();
    const { secret } = await k.enable2fa(token);
    expect((await k.uc(token, 'POST', 'create_trade_pwd', { password: 'Trade1234x', totp: k.codeAt(secret) })).success).toBe(true);
    k.nextStep();
    expect(await k.uc(token, 'POST', 'change_trade_pwd', { oldPassword: 'Trade1234x', password: 'Other1234x' })).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect(await k.uc(token, 'DELETE', 'otpauth', {})).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect((await k.uc(token, 'GET', 'security_checking')).data).toMatchObject({ otpauth: true });
  });
});
