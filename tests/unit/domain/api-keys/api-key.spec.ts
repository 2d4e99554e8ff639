import {
  daysLeft,
  expiryOf,
  keysLeft,
  KEY_WITHOUT_IPS_LIFETIME_MS,
  labelProblem,
  normalisePermissions,
  statusAt,
} from '../../../../src/domain/api-keys/api-key';
import {
  permissionFor,
  sameSignature,
  signaturePayload,
  timestampFresh,
  v1SignaturePayloads,
} from '../../../../src/domain/api-keys/request-signing';

const DAY = 24 * 3600 * 1000;
const T0 = 1_700_000_000_000;

describe('API key: expiry', () => {
  it('a key without an IP list expires 90 days after creation; one with a list never', () => {
    expect(KEY_WITHOUT_IPS_LIFETIME_MS).toBe(90 * DAY);
    expect(expiryOf(T0, [])).toBe(T0 + 90 * DAY);
    expect(expiryOf(T0, ['127.0.0.1'])).toBeNull();
  });

  it.each([
    [T0, 'ACTIVE', 90],
    [T0 + 89 * DAY + 1, 'ACTIVE', 1],
    [T0 + 90 * DAY - 1, 'ACTIVE', 1],
    [T0 + 90 * DAY, 'EXPIRED', 0],
    [T0 + 200 * DAY, 'EXPIRED', 0],
  ])('at %i: %s with %i days left', (now, status, days) => {
    const key = { expireTime: T0 + 90 * DAY };
    expect(statusAt(key, now)).toBe(status);
    expect(daysLeft(key, now)).toBe(days);
  });

  it('a key with a list is always active and has no days left to count', () => {
    expect(statusAt({ expireTime: null }, T0 + 1000 * DAY)).toBe('ACTIVE');
    expect(daysLeft({ expireTime: null }, T0)).toBeNull();
  });
});

describe('API key: label, permissions, cap', () => {
  it.each([
    ['bot 1', undefined],
    ['  ', 'required'],
    ['x'.repeat(41), 'tooLong'],
    ['x'.repeat(40), undefined],
    ['<script>', 'characters'],
    ['Трейдинг_бот-2.0', undefined],
  ])('label %j → %s', (label, problem) => {
    expect(labelProblem(label)).toBe(problem);
  });

  it.each([
    [[], ['READ']],
    [['TRADE'], ['READ', 'TRADE']],
    [
      ['WITHDRAWAL', 'READ', 'TRADE', 'TRADE'],
      ['READ', 'TRADE', 'WITHDRAWAL'],
    ],
    [['ADMIN'], undefined],
  ])('permissions %j → %j', (given, stored) => {
    expect(normalisePermissions(given)).toEqual(stored);
  });

  it.each([
    [20, 0, 20],
    [20, 19, 1],
    [20, 20, 0],
    [20, 25, 0],
  ])('cap %i with %i held leaves %i', (cap, held, left) => {
    expect(keysLeft(cap, held)).toBe(left);
  });
});

describe('request signing', () => {
  it.each([
    [
      '1649920583000',
      'post',
      '/v3/trade/order',
      '{"symbol":"SPOT_BTC_USDT"}',
      '1649920583000POST/v3/trade/order{"symbol":"SPOT_BTC_USDT"}',
    ],
    [
      '1649920583000',
      'GET',
      '/v3/trade/orders?symbol=SPOT_BTC_USDT&status=NEW',
      undefined,
      '1649920583000GET/v3/trade/orders?symbol=SPOT_BTC_USDT&status=NEW',
    ],
    [
      '1649920583000',
      'DELETE',
      '/v3/trade/order?symbol=SPOT_BTC_USDT&orderId=7',
      '',
      '1649920583000DELETE/v3/trade/order?symbol=SPOT_BTC_USDT&orderId=7',
    ],
  ])('payload of %s %s %s', (ts, method, path, body, payload) => {
    expect(signaturePayload(ts, method, path, body)).toBe(payload);
  });

  it.each([
    // CCXT's v1 call (recorded: addMargin "Add margin with position side long"): sorted, form-encoded body
    [
      '1649920583000',
      '',
      'action=ADD&adjust_amount=0.2&adjust_token=USDT&position_side=LONG&symbol=PERP_XRP_USDT',
      ['action=ADD&adjust_amount=0.2&adjust_token=USDT&position_side=LONG&symbol=PERP_XRP_USDT|1649920583000'],
    ],
    // a GET signs its query; unsorted parameters are also accepted sorted
    [
      '1649920583000',
      'symbol=SPOT_BTC_USDT&order_tag=a',
      undefined,
      ['symbol=SPOT_BTC_USDT&order_tag=a|1649920583000', 'order_tag=a&symbol=SPOT_BTC_USDT|1649920583000'],
    ],
    // percent-encoded values: as sent, and decoded
    ['7', 'client_order_id=a%20b', '', ['client_order_id=a%20b|7', 'client_order_id=a b|7']],
    ['7', '', undefined, ['|7']],
  ])('v1 payloads at %s of query %j body %j', (ts, query, body, payloads) => {
    expect(v1SignaturePayloads(ts, query, body)).toEqual(payloads);
  });

  it.each([
    [String(T0), true],
    [String(T0 - 5000), true],
    [String(T0 + 5000), true],
    [String(T0 - 5001), false],
    [String(T0 + 5001), false],
    ['abc', false],
    ['', false],
    ['1.5e12', false],
  ])('timestamp %j at T0 fresh: %s', (ts, fresh) => {
    expect(timestampFresh(ts, T0)).toBe(fresh);
  });

  it.each([
    ['GET', '/v3/trade/orders', 'READ'],
    ['GET', '/v3/asset/wallet/history', 'READ'],
    ['POST', '/v3/trade/order', 'TRADE'],
    ['DELETE', '/v3/trade/order?orderId=1', 'TRADE'],
    ['PUT', '/v3/algo/order', 'TRADE'],
    ['POST', '/v3/asset/withdraw', 'WITHDRAWAL'],
    ['POST', '/v3/asset/withdraw?x=1', 'WITHDRAWAL'],
    ['GET', '/v3/asset/withdraw', 'READ'],
    ['POST', '/v3/asset/withdrawals-not', 'TRADE'],
    ['POST', '/v3/asset/wallet/withdraw', 'WITHDRAWAL'],
    ['DELETE', '/v3/asset/wallet/withdraw?withdrawId=3', 'WITHDRAWAL'],
    ['POST', '/v3/asset/wallet/addressBook', 'TRADE'],
    ['POST', '/v1/asset/internal_withdraw', 'WITHDRAWAL'],
    ['DELETE', '/v1/asset/withdraw', 'WITHDRAWAL'],
    ['POST', '/v1/client/isolated_margin', 'TRADE'],
    ['GET', '/v1/client/token', 'READ'],
  ])('%s %s needs %s', (method, path, permission) => {
    expect(permissionFor(method, path)).toBe(permission);
  });

  it('compares signatures without regard to case, and refuses different lengths', () => {
    expect(sameSignature('abcdef', 'ABCDEF')).toBe(true);
    expect(sameSignature('abcdef', 'abcdee')).toBe(false);
    expect(sameSignature('abcdef', 'abcde')).toBe(false);
  });
});
