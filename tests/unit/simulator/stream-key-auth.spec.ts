import { createHmac } from 'node:crypto';
import type { ApiKeyRecord } from '../../../simulator/api-keys/api-key-repository';
import { streamKeyAuth, streamSignaturePayload } from '../../../simulator/stream/stream-key-auth';

describe('API-key authentication of the private v2 stream', () => {
  const NOW = 1_767_000_000_000;
  const key: ApiKeyRecord = {
    apiKey: 'AbCdEfGh12345678',
    secret: '0123456789ABCDEF0123456789ABCDEF',
    userId: 42,
    label: 'bot',
    permissions: ['READ', 'TRADE'],
    allowedIps: [],
    createdTime: NOW - 1000,
    expireTime: NOW + 1000,
  };
  const withKey = (record: ApiKeyRecord) => streamKeyAuth({ find: async (k) => (k === record.apiKey ? record : undefined) }, () => NOW);
  const sign = (secret: string, ts: string) => createHmac('sha256', secret).update(`|${ts}`).digest('hex');
  const creds = (over: Partial<{ apikey: string; sign: string; timestamp: string; clientIp: string }> = {}) => {
    const timestamp = over.timestamp ?? String(NOW);
    return { apikey: key.apiKey, sign: sign(key.secret, timestamp), timestamp, clientIp: '127.0.0.1', ...over };
  };

  it('signs "|" + timestamp, and takes the signature computed outside (openssl dgst -sha256 -hmac)', async () => {
    expect(streamSignaturePayload('1767000000000')).toBe('|1767000000000');
    const openssl = '22dfaaec8601189d609c866de4db666d40ac2f3fbe5d83ddd5edc46a56906892';
    await expect(withKey(key)(creds({ sign: openssl }))).resolves.toEqual({ ok: true, userId: 42 });
    await expect(withKey(key)(creds({ sign: openssl.toUpperCase() }))).resolves.toEqual({ ok: true, userId: 42 });
  });

  it("accepts the right signature within 5 s either way, and answers the key's user", async () => {
    await expect(withKey(key)(creds())).resolves.toEqual({ ok: true, userId: 42 });
    await expect(withKey(key)(creds({ timestamp: String(NOW - 5000) }))).resolves.toEqual({ ok: true, userId: 42 });
    await expect(withKey(key)(creds({ timestamp: String(NOW + 5001) }))).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('timestamp must be within 5000 ms'),
    });
  });

  it('refuses a wrong signature, a malformed one, an expired key, an address outside its list and a key without READ', async () => {
    await expect(withKey(key)(creds({ sign: sign('another secret', String(NOW)) }))).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('signature mismatch'),
    });
    await expect(withKey(key)(creds({ sign: 'xyz' }))).resolves.toMatchObject({ ok: false, message: expect.stringContaining('64 hex') });
    await expect(withKey({ ...key, expireTime: NOW })(creds())).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('expired'),
    });
    await expect(withKey({ ...key, allowedIps: ['10.0.0.0/8'] })(creds())).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('allow-list'),
    });
    await expect(withKey({ ...key, allowedIps: ['10.0.0.0/8'] })(creds({ clientIp: '10.9.8.7' }))).resolves.toEqual({
      ok: true,
      userId: 42,
    });
    await expect(withKey({ ...key, permissions: ['TRADE'] })(creds())).resolves.toMatchObject({
      ok: false,
      message: expect.stringContaining('READ'),
    });
  });
});
