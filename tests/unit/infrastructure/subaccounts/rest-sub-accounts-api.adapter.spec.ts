import { RestSubAccountsApi } from '../../../../src/infrastructure/subaccounts/rest-sub-accounts-api.adapter';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestSubAccountsApi(client, new RecordingLogger()) };
}

describe('RestSubAccountsApi', () => {
  it('reads the family, the switch session, transfer rows (the recorded shape) and collateral as the simulator answers them', async () => {
    const { http, api } = setup();
    const main = { applicationId: 'a-main', userId: 10001, name: 'CoolTrader', main: true, current: true, createdTime: 1 };
    http.succeed('GET', '/usercenter/account/sub_accounts', { rows: [main], limit: 10 });
    expect(await api.list()).toEqual({ ok: true, value: { members: [main], limit: 10 } });

    http.succeed('POST', '/usercenter/account/sub_accounts/switch', {
      token: 'tok',
      user_id: 10002,
      expires_at: 99,
      application_id: 'a-sub',
      main: false,
      name: 'Grid',
    });
    expect(await api.switchTo('a-sub')).toEqual({ ok: true, value: { token: 'tok', userId: 10002, expiresAt: 99 } });

    http.succeed('GET', '/v3/asset/transfer/history', {
      rows: [
        {
          id: 3,
          token: 'BTC',
          amount: '0.0000001',
          status: 'COMPLETED',
          from: { applicationId: 'a', accountName: 'A' },
          to: { applicationId: 'b', accountName: 'B' },
          createdTime: 1_700_000_000_000,
          updatedTime: 1_700_000_000_000,
        },
      ],
      meta: { total: 1, recordsPerPage: 20, currentPage: 1 },
    });
    expect(await api.transfers({ page: 1, size: 20 })).toEqual({
      ok: true,
      value: { total: 1, unreadable: 0, rows: [expect.objectContaining({ id: '3', amount: '0.0000001', token: 'BTC' })] },
    });

    http.succeed('GET', '/usercenter/account/collateral_tokens', {
      rows: [{ token: 'BTC', collateralRatio: 0.95, enabled: false, switchable: true }],
      meta: { total: 1, recordsPerPage: 50, currentPage: 1 },
      walletMode: 'MULTI',
      collateralValue: 12750.5,
    });
    expect(await api.collateral()).toEqual({
      ok: true,
      value: {
        tokens: [{ token: 'BTC', collateralRatio: '0.95', enabled: false, switchable: true }],
        walletMode: 'MULTI',
        collateralValue: '12750.5',
      },
    });
  });

  it('sends the transfer in the exchange shape and keeps a refusal; an unknown wallet mode is refused', async () => {
    const { http, api } = setup();
    http.answerRaw('POST', '/v3/asset/transfer', 400, { success: false, code: -1101, message: 'Not enough USDT: 5 is available' });
    expect(await api.transfer({ token: 'USDT', amount: '10', from: 'a', to: 'b' })).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'refused', code: -1101, message: 'Not enough USDT: 5 is available' }),
    });
    // decimals as JSON numbers, as the exchange takes them
    expect(JSON.parse(http.requests[0]!.body as string)).toEqual({
      token: 'USDT',
      amount: 10,
      from: { applicationId: 'a' },
      to: { applicationId: 'b' },
    });
    http.succeed('GET', '/usercenter/account/collateral_tokens', {
      rows: [],
      meta: { total: 0, recordsPerPage: 50, currentPage: 1 },
      walletMode: 'CROSS',
      collateralValue: 0,
    });
    expect((await api.collateral()).ok).toBe(false);
  });
});
