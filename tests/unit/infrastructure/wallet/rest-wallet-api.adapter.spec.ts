import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { RestWalletApi } from '../../../../src/infrastructure/wallet/rest-wallet-api.adapter';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

function setup() {
  const http = new FakeExchangeHttp();
  const credentials = new FakeSessionCredentials();
  credentials.save('session-token', '7');
  const client = new ApiClient({ baseUrl: 'http://127.0.0.1/api', adapter: http.adapter }, credentials, { execute: () => undefined });
  return { http, api: new RestWalletApi(client) };
}

describe('RestWalletApi', () => {
  it('reads ledger rows as decimal strings (balanceAfter null → undefined), sends only the filters given', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/asset/token/history', {
      rows: [
        { id: 6, token: 'BTC', type: 'TRANSACTION_FEE', amount: -5e-7, balanceAfter: 0.1009995, createdTime: 1700000000000 },
        { id: 1, token: 'USDT', type: 'DEPOSIT', amount: 10000, balanceAfter: null, createdTime: 1600000000000 },
      ],
      meta: { total: 2, recordsPerPage: 20, currentPage: 1 },
    });
    const result = await api.ledger({ token: 'BTC', page: 1, size: 20 });
    expect(result).toEqual({
      ok: true,
      value: {
        rows: [
          { id: 6, token: 'BTC', type: 'TRANSACTION_FEE', amount: '-0.0000005', balanceAfter: '0.1009995', createdTime: 1700000000000 },
          { id: 1, token: 'USDT', type: 'DEPOSIT', amount: '10000', balanceAfter: undefined, createdTime: 1600000000000 },
        ],
        total: 2,
      },
    });
    expect(http.requests[0]!.authorization).toBe('Bearer session-token');
    expect(http.requests[0]!.params).toEqual({ token: 'BTC', page: 1, size: 20 });
  });

  it('keeps a refusal code and message; a row that is not one is refused', async () => {
    const { http, api } = setup();
    http.answerRaw('GET', '/v3/asset/token/history', 400, { success: false, code: -1005, message: 'type: Invalid option' });
    expect(await api.ledger({ page: 1, size: 20 })).toEqual({ ok: false, error: expect.objectContaining({ kind: 'refused', code: -1005, message: 'type: Invalid option' }) });
    http.succeed('GET', '/v3/asset/token/history', { rows: [{ id: 1, token: 'USDT', type: 'DEPOSIT', amount: 'lots', createdTime: 1 }], meta: { total: 1, recordsPerPage: 20, currentPage: 1 } });
    expect((await api.ledger({ page: 1, size: 20 })).ok).toBe(false);
  });
});
