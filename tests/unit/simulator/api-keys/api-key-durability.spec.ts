import { childProbe, tempDataDir } from '../support/child-probe';

const probe = childProbe('api-key-probe.ts');

describe('API keys in PGlite survive a simulator restart (migration 71, child processes)', () => {
  const data = tempDataDir('sim-api-keys-');

  it('keeps the key, its edited IP list and its secret: a signed call works after the restart', async () => {
    const before = await probe(data.path, 'create');
    expect(before.list.rows).toEqual([
      expect.objectContaining({
        apiKey: before.apiKey,
        label: 'durable',
        permissions: ['READ', 'TRADE'],
        allowedIPs: ['127.0.0.1', '::1'],
        expireTime: null,
      }),
    ]);
    const after = await probe(data.path, 'read', before.token, before.apiKey, before.secret);
    expect(after.list).toEqual(before.list);
    expect(after.signed).toMatchObject({ success: true, data: { rows: [expect.objectContaining({ apiKey: before.apiKey })] } });
  }, 120_000);
});
