import { createHmac } from 'node:crypto';
import { MemoryApiKeyRepository } from '../../../../simulator/api-keys/api-key-repository';
import { ApiKeys } from '../../../../simulator/api-keys/api-keys';
import type { RunningSimulator } from '../../../../simulator/server';
import { testSimulator } from '../support/simulator-fixture';

/**
 * v1 calls signed with an API key (CCXT still sends a few, e.g. `POST /v1/client/isolated_margin` with a form body,
 * recorded: addMargin): hex HMAC-SHA256(secret, sorted parameters + '|' + timestamp), under the same three headers
 * as v3. The simulator has no v1 private route yet, so the check is proven on `ApiKeys.authenticate`, the call the
 * HTTP hook makes for every `/v1/…` and `/v3/…` request carrying `x-api-key`.
 */
describe('API keys: v1 signatures', () => {
  const now = Date.UTC(2026, 7, 1);
  const keys = new ApiKeys(new MemoryApiKeyRepository(), () => now);
  const form = 'action=ADD&adjust_amount=0.2&adjust_token=USDT&position_side=LONG&symbol=PERP_XRP_USDT';
  const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');
  const request = (
    key: { apiKey: string; secret: string },
    method: string,
    requestPath: string,
    body: string | undefined,
    signed: string,
  ) => ({
    apiKey: key.apiKey,
    timestamp: String(now),
    signature: sign(key.secret, `${signed}|${now}`),
    method,
    requestPath,
    route: requestPath.split('?')[0],
    body,
    clientIp: '127.0.0.1',
  });

  it('accepts a form-encoded POST signed over its sorted body (as CCXT signs it)', async () => {
    const key = await keys.create(7, { label: 'bot', permissions: ['TRADE'], allowedIps: [] });
    await expect(keys.authenticate(request(key, 'POST', '/v1/client/isolated_margin', form, form))).resolves.toEqual({
      userId: 7,
      permission: 'TRADE',
    });
  });

  it('accepts a GET signed over its query, as sent or sorted', async () => {
    const key = await keys.create(8, { label: 'bot', permissions: [], allowedIps: [] });
    const path = '/v1/client/token?symbol=SPOT_BTC_USDT&order_tag=a';
    await expect(keys.authenticate(request(key, 'GET', path, undefined, 'order_tag=a&symbol=SPOT_BTC_USDT'))).resolves.toEqual({
      userId: 8,
      permission: 'READ',
    });
    await expect(keys.authenticate(request(key, 'GET', path, undefined, 'symbol=SPOT_BTC_USDT&order_tag=a'))).resolves.toEqual({
      userId: 8,
      permission: 'READ',
    });
  });

  it('refuses a signature over another body (-1001), a v3-style signature on a v1 path (-1001) and a write with a READ key (-1002)', async () => {
    const key = await keys.create(9, { label: 'bot', permissions: ['TRADE'], allowedIps: [] });
    const reader = await keys.create(9, { label: 'reader', permissions: [], allowedIps: [] });
    await expect(
      keys.authenticate(request(key, 'POST', '/v1/client/isolated_margin', form, form.replace('0.2', '0.3'))),
    ).rejects.toMatchObject({ code: -1001 });
    const v3Style = {
      ...request(key, 'POST', '/v1/client/isolated_margin', form, form),
      signature: sign(key.secret, `${now}POST/v1/client/isolated_margin${form}`),
    };
    await expect(keys.authenticate(v3Style)).rejects.toMatchObject({ code: -1001 });
    await expect(keys.authenticate(request(reader, 'POST', '/v1/client/isolated_margin', form, form))).rejects.toMatchObject({
      code: -1002,
    });
  });
});

describe('form bodies', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await testSimulator();
  });
  afterAll(() => sim.close());

  it('are read on v1 calls only: a form POST to a v3 call is refused before its handler', async () => {
    const response = await fetch(`${sim.url}/api/v3/trade/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'symbol=SPOT_BTC_USDT&side=BUY',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, message: expect.stringContaining('v1 calls only') });
  });
});
