import { RestDepositApi } from '../../../../src/infrastructure/deposit/rest-deposit-api.adapter';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

function setup() {
  const http = new FakeExchangeHttp();
  const credentials = new FakeSessionCredentials();
  credentials.save('session-token', '7');
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, credentials, { execute: () => undefined });
  return { http, api: new RestDepositApi(client) };
}

const rows = [
  { token: 'USDT', fullname: 'Tether', decimals: 6, spot: false, perp: false, baseTick: 0 },
  { token: 'BTC', fullname: 'Bitcoin', decimals: 8, spot: true, perp: true, baseTick: 0.000001 },
  { token: 'XRP', fullname: '', decimals: 8, spot: true, perp: false, baseTick: 1 },
];

describe('RestDepositApi.tokenInfo (GET /instrument/v4/public/token_info)', () => {
  it('asks for every token (type=ALL) and maps the chosen one: full name, decimals, markets, the tick as a decimal string', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_info', { rows });
    expect(await api.tokenInfo('BTC')).toEqual({ ok: true, value: { token: 'BTC', fullName: 'Bitcoin', decimals: 8, spot: true, perp: true, baseTick: '0.000001' } });
    expect(http.requests[0]!.params).toEqual({ type: 'ALL' });
    expect(await api.tokenInfo('USDT')).toEqual({ ok: true, value: { token: 'USDT', fullName: 'Tether', decimals: 6, spot: false, perp: false, baseTick: '0' } });
  });

  it('an empty full name falls back to the symbol; a token not described is undefined', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_info', { rows });
    expect(await api.tokenInfo('XRP')).toMatchObject({ ok: true, value: { fullName: 'XRP' } });
    expect(await api.tokenInfo('DOGE')).toEqual({ ok: true, value: undefined });
  });

  it('refuses a row that is not one (decimals not an integer, a negative tick)', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_info', { rows: [{ ...rows[1], decimals: 8.5 }] });
    expect((await api.tokenInfo('BTC')).ok).toBe(false);
    http.succeed('GET', '/instrument/v4/public/token_info', { rows: [{ ...rows[1], baseTick: -1 }] });
    expect((await api.tokenInfo('BTC')).ok).toBe(false);
  });
});

describe('RestDepositApi.tokenConfig (GET /instrument/v4/public/token_config)', () => {
  it("maps each token's networks and its 0/1 deposit and withdrawal flags", async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_config', { rows: [
      { token: 'USDT', networks: ['TRON', 'ETH', 'SOL'], allow_deposit: 1, allow_withdraw: 1 },
      { token: 'XRP', networks: ['XRP'], allow_deposit: 0, allow_withdraw: 1 },
    ] });
    expect(await api.tokenConfig()).toEqual({ ok: true, value: [
      { token: 'USDT', networks: ['TRON', 'ETH', 'SOL'], allowDeposit: true, allowWithdraw: true },
      { token: 'XRP', networks: ['XRP'], allowDeposit: false, allowWithdraw: true },
    ] });
  });

  it('refuses a flag that is not 0 or 1, and a row without networks', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_config', { rows: [{ token: 'BTC', networks: ['BTC'], allow_deposit: true, allow_withdraw: 1 }] });
    expect((await api.tokenConfig()).ok).toBe(false);
    http.succeed('GET', '/instrument/v4/public/token_config', { rows: [{ token: 'BTC', allow_deposit: 1, allow_withdraw: 1 }] });
    expect((await api.tokenConfig()).ok).toBe(false);
  });
});
