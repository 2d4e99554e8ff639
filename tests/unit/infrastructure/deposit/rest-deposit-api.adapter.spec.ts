import { RestDepositApi } from '../../../../src/infrastructure/deposit/rest-deposit-api.adapter';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestDepositApi(client, new RecordingLogger()) };
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
    expect(await api.tokenInfo('BTC')).toEqual({
      ok: true,
      value: { token: 'BTC', fullName: 'Bitcoin', decimals: 8, spot: true, perp: true, baseTick: '0.000001' },
    });
    expect(http.requests[0]!.params).toEqual({ type: 'ALL' });
    expect(await api.tokenInfo('USDT')).toEqual({
      ok: true,
      value: { token: 'USDT', fullName: 'Tether', decimals: 6, spot: false, perp: false, baseTick: '0' },
    });
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
    http.succeed('GET', '/instrument/v4/public/token_config', {
      rows: [
        { token: 'USDT', networks: ['TRON', 'ETH', 'SOL'], allow_deposit: 1, allow_withdraw: 1 },
        { token: 'XRP', networks: ['XRP'], allow_deposit: 0, allow_withdraw: 1 },
      ],
    });
    expect(await api.tokenConfig()).toEqual({
      ok: true,
      value: [
        { token: 'USDT', networks: ['TRON', 'ETH', 'SOL'], allowDeposit: true, allowWithdraw: true },
        { token: 'XRP', networks: ['XRP'], allowDeposit: false, allowWithdraw: true },
      ],
    });
  });

  it('refuses a flag that is not 0 or 1, and a row without networks', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/instrument/v4/public/token_config', {
      rows: [{ token: 'BTC', networks: ['BTC'], allow_deposit: true, allow_withdraw: 1 }],
    });
    expect((await api.tokenConfig()).ok).toBe(false);
    http.succeed('GET', '/instrument/v4/public/token_config', { rows: [{ token: 'BTC', allow_deposit: 1, allow_withdraw: 1 }] });
    expect((await api.tokenConfig()).ok).toBe(false);
  });
});

describe('RestDepositApi.assetStatus (GET /asset/, the wallet service status)', () => {
  it('maps NORMAL with nulls to a bare status, and MAINTENANCE with its message and end', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/asset/', { status: 'NORMAL', message: null, estimatedEndTime: null });
    expect(await api.assetStatus()).toEqual({ ok: true, value: { status: 'NORMAL' } });
    http.succeed('GET', '/asset/', { status: 'MAINTENANCE', message: 'Wallet upgrade', estimatedEndTime: 1_768_010_400_000 });
    expect(await api.assetStatus()).toEqual({
      ok: true,
      value: { status: 'MAINTENANCE', message: 'Wallet upgrade', estimatedEndTime: 1_768_010_400_000 },
    });
  });

  it('refuses an unknown status and a missing field', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/asset/', { status: 'DOWN', message: null, estimatedEndTime: null });
    expect((await api.assetStatus()).ok).toBe(false);
    http.succeed('GET', '/asset/', { status: 'MAINTENANCE', message: 'x' });
    expect((await api.assetStatus()).ok).toBe(false);
  });
});
