import type { RunningSimulator } from '../../../../simulator/server';
import { sealerFrom } from '../../../../simulator/api-keys/secret-sealer';
import { MemoryApiKeyRepository } from '../../../../simulator/api-keys/api-key-repository';
import { memoryStore } from '../../../../simulator/store/memory-account-repository';
import { call, testSimulator } from '../support/simulator-fixture';
import { signedCall } from '../support/signed-call';
import { attackKit } from './attack-fixture';

/** API secrets in plain text in the database; a WITHDRAWAL key surviving "sign out everywhere". */
describe('attack: API-key secrets and withdrawal keys', () => {
  let sim: RunningSimulator;
  const clock = { now: Date.UTC(2026, 0, 10) };
  const k = attackKit(() => sim, clock);
  const keyRows = new MemoryApiKeyRepository();
  beforeAll(async () => {
    sim = await testSimulator({ clock: () => clock.now, store: { ...memoryStore(), apiKeys: keyRows } });
  });
  afterAll(() => sim.close());

  it('the stored row holds a sealed secret (not the one handed out), and signed calls still verify', async () => {
    const { token, userId } = await k.session();
    const key = (await k.uc(token, 'POST', 'create_credential', { label: 'bot', permissions: ['READ', 'TRADE'] })).data;
    const rows = await keyRows.listOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0].secret).toMatch(/^sealed:v1:/);
    expect(rows[0].secret).not.toContain(key.secret);
    const signed = await signedCall(sim, key, 'GET', '/v3/account/credentials', { timestamp: clock.now });
    expect(signed.json).toMatchObject({ success: true });
  });

  it('sealing: a value sealed under one server secret opens only under it; an unsealed legacy value reads as it is', () => {
    const a = sealerFrom(Buffer.alloc(32, 1));
    const b = sealerFrom(Buffer.alloc(32, 2));
    const sealed = a.seal('0123456789ABCDEF0123456789ABCDEF');
    expect(a.open(sealed)).toBe('0123456789ABCDEF0123456789ABCDEF');
    expect(() => b.open(sealed)).toThrow();
    expect(a.open('PLAINLEGACYSECRET')).toBe('PLAINLEGACYSECRET');
    expect(a.seal('x')).not.toBe(a.seal('x')); // a fresh IV each time
  });

  it("signing out everywhere deletes the account's WITHDRAWAL keys (TRADE keys stay)", async () => {
    const { token, userId } = await k.session();
    const { secret } = await k.enable2fa(token);
    const payout = (
      await k.uc(token, 'POST', 'create_credential', { label: 'payout', permissions: ['READ', 'WITHDRAWAL'], totp: k.codeAt(secret) })
    ).data;
    k.nextStep();
    expect(
      (await k.uc(token, 'POST', 'create_credential', { label: 'bot', permissions: ['READ', 'TRADE'], totp: k.codeAt(secret) })).success,
    ).toBe(true);
    k.nextStep();
    expect(
      (await call(sim, '/api/usercenter/logout_all', { method: 'POST', headers: { authorization: `Bearer ${token}` } })).json().success,
    ).toBe(true);
    const signed = await signedCall(sim, payout, 'GET', '/v3/account/credentials', { timestamp: clock.now });
    expect(signed.json).toMatchObject({ success: false, code: -1002, message: expect.stringContaining('unknown key') });
    expect((await keyRows.listOf(userId)).map((r) => [r.label, r.permissions])).toEqual([['bot', ['READ', 'TRADE']]]);
  });

  it('turning 2FA off deletes the WITHDRAWAL keys too', async () => {
    const { token, userId } = await k.session();
    const { secret } = await k.enable2fa(token);
    expect(
      (await k.uc(token, 'POST', 'create_credential', { label: 'payout', permissions: ['READ', 'WITHDRAWAL'], totp: k.codeAt(secret) }))
        .success,
    ).toBe(true);
    k.nextStep();
    expect((await k.uc(token, 'DELETE', 'otpauth', { totp: k.codeAt(secret) })).success).toBe(true);
    expect((await k.uc(token, 'GET', 'list_credentials')).data.rows).toEqual([]);
    expect(await k.securityActivity(token)).toContain('REVOKE_WITHDRAWAL_API_KEYS');
    expect(await keyRows.listOf(userId)).toEqual([]);
  });
});
