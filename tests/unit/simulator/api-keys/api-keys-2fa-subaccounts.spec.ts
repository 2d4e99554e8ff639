import { base32Decode } from '../../../../src/domain/security/totp';
import type { RunningSimulator } from '../../../../simulator/server';
import { hotp } from '../../../../simulator/security/totp-crypto';
import { call, createSession, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';

describe("API keys: the 2FA step and sub-accounts' keys", () => {
  let sim: RunningSimulator;
  let now = 1_800_000_000_000;
  const auth = (t: string) => ({ authorization: `Bearer ${t}` });
  const uc = (t: string, path: string, method = 'GET', payload?: unknown) =>
    call(sim, `/api/usercenter/account/${path}`, { method, headers: auth(t), payload }).then((r) => r.json());
  const codeAt = (secret: string) => hotp(base32Decode(secret)!, Math.floor(now / 30000));
  const step = () => {
    now += 30_000;
  };

  async function enable2fa(t: string): Promise<string> {
    const { secret } = (await uc(t, 'otpauth')).data;
    expect((await uc(t, 'otpauth', 'POST', { code: codeAt(secret) })).success).toBe(true);
    step();
    return secret;
  }

  beforeAll(async () => {
    sim = await testSimulator({ clock: () => now });
  });
  afterAll(() => sim.close());

  it('without 2FA, a key is created, edited and deleted without a code', async () => {
    const { token: t } = await createSession(sim);
    const key = (await uc(t, 'create_credential', 'POST', { label: 'plain' })).data;
    expect((await uc(t, 'credential/ip', 'POST', { apiKey: key.apiKey, allowedIps: ['10.0.0.1'] })).success).toBe(true);
    expect((await uc(t, `delete_credential?apiKey=${key.apiKey}`, 'DELETE')).success).toBe(true);
  });

  it('with 2FA on, creating, editing the IPs of and deleting a key ask for a current code; a wrong one changes nothing', async () => {
    const { token: t, userId } = await createSession(sim);
    const secret = await enable2fa(t);
    expect(await uc(t, 'create_credential', 'POST', { label: 'bot' })).toMatchObject({
      success: false,
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    const wrong = codeAt(secret) === '123456' ? '654321' : '123456';
    expect(await uc(t, 'create_credential', 'POST', { label: 'bot', totp: wrong })).toMatchObject({
      code: -1005,
      message: 'totp: wrong code (4 tries left)',
    });
    expect((await uc(t, 'list_credentials')).data.meta.total).toBe(0);
    const key = (await uc(t, 'create_credential', 'POST', { label: 'bot', totp: codeAt(secret) })).data;
    expect(key).toMatchObject({ label: 'bot', secret: expect.stringMatching(/^[0-9A-F]{32}$/) });
    step();
    expect(await uc(t, 'credential/ip', 'POST', { apiKey: key.apiKey, allowedIps: ['10.0.0.1'] })).toMatchObject({
      code: -1005,
      message: 'totp: the 2FA code is required',
    });
    expect(
      (await uc(t, 'credential/ip', 'POST', { apiKey: key.apiKey, allowedIps: ['10.0.0.1'], totp: codeAt(secret) })).data.allowedIPs,
    ).toEqual(['10.0.0.1']);
    step();
    expect(await uc(t, `delete_credential?apiKey=${key.apiKey}`, 'DELETE')).toMatchObject({ code: -1005 });
    expect((await uc(t, 'list_credentials')).data.meta.total).toBe(1);
    expect((await uc(t, `delete_credential?apiKey=${key.apiKey}&totp=${codeAt(secret)}`, 'DELETE')).success).toBe(true);
    const activity = (await uc(t, 'user_security_activity')).data.rows.map((r: { type: string }) => r.type);
    expect(activity.slice(0, 2)).toEqual(['DELETE_API_KEY', 'CREATE_API_KEY']);
    const mails = (await call(sim, `/__control/mail?userId=${userId}`)).json().mails.map((m: { subject: string }) => m.subject);
    expect(mails).toEqual(expect.arrayContaining(['API key created', 'API key deleted']));
  });

  it("five wrong codes lock key creation for 15 minutes (the security centre's lock)", async () => {
    const { token: t } = await createSession(sim);
    const secret = await enable2fa(t);
    const wrong = codeAt(secret) === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) expect((await uc(t, 'create_credential', 'POST', { label: 'x', totp: wrong })).code).toBe(-1005);
    expect(await uc(t, 'create_credential', 'POST', { label: 'x', totp: wrong })).toMatchObject({
      code: -1003,
      message: 'totp: wrong code; locked for 15 minutes',
    });
    expect((await uc(t, 'create_credential', 'POST', { label: 'x', totp: codeAt(secret) })).code).toBe(-1003);
    now += 15 * 60_000;
    expect((await uc(t, 'create_credential', 'POST', { label: 'x', totp: codeAt(secret) })).success).toBe(true);
  });

  it("a sub-account's key needs 2FA on the main account, is listed per sub-account and acts as the sub-account", async () => {
    const { token: t, userId: mainId } = await createSession(sim);
    const sub = (await uc(t, 'sub_accounts', 'POST', { nickname: 'Bots' })).data;
    expect(await uc(t, 'create_credential', 'POST', { label: 'sub bot', subUserId: sub.userId, permissions: ['TRADE'] })).toMatchObject({
      code: -1005,
      message: 'subUserId: API keys of a sub-account need 2FA on the main account; turn it on in the security centre first',
    });
    const secret = await enable2fa(t);
    const subKey = (
      await uc(t, 'create_credential', 'POST', {
        label: 'sub bot',
        subUserId: sub.userId,
        permissions: ['TRADE'],
        allowedIps: ['127.0.0.1'],
        totp: codeAt(secret),
      })
    ).data;
    expect(subKey).toMatchObject({ userId: sub.userId, accountName: 'Bots' });
    step();
    await uc(t, 'create_credential', 'POST', { label: 'main bot', totp: codeAt(secret) });
    const subPage = (await uc(t, `list_credentials?subUserId=${sub.userId}&page=1&size=5`)).data;
    expect(subPage).toEqual({
      rows: [expect.objectContaining({ label: 'sub bot', userId: sub.userId })],
      meta: { total: 1, recordsPerPage: 5, currentPage: 1 },
    });
    expect((await uc(t, 'list_credentials')).data.rows.map((r: { label: string }) => r.label)).toEqual(['main bot']);
    expect((await uc(t, `enable_api_key_amount?subUserId=${sub.userId}`)).data).toMatchObject({ usedAmount: 1 });
    // the key acts as the sub-account: its account info and its credentials are the sub-account's
    const signed = await signedCall(sim, subKey, 'GET', '/v3/account/credentials', { timestamp: now });
    expect(signed.json.data.rows).toEqual([expect.objectContaining({ apiKey: subKey.apiKey, userId: sub.userId })]);
    expect((await signedCall(sim, subKey, 'GET', '/v3/account/info', { timestamp: now })).json.data).toMatchObject({
      applicationId: sub.applicationId,
    });
    expect(mainId).not.toBe(sub.userId);
    // another family cannot see or touch it
    const { token: other } = await createSession(sim);
    expect(await uc(other, `list_credentials?subUserId=${sub.userId}`)).toMatchObject({
      code: -1006,
      message: 'subUserId: no such sub-account',
    });
    expect(await uc(other, `delete_credential?apiKey=${subKey.apiKey}`, 'DELETE')).toMatchObject({ code: -1006 });
    step();
    expect((await uc(t, `delete_credential?apiKey=${subKey.apiKey}&totp=${codeAt(secret)}`, 'DELETE')).success).toBe(true);
    expect((await uc(t, `list_credentials?subUserId=${sub.userId}`)).data.meta.total).toBe(0);
  });
});
