import { RestWalletApi } from '../../../../src/infrastructure/wallet/rest-wallet-api.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
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
    expect(await api.ledger({ page: 1, size: 20 })).toEqual({
      ok: false,
      error: expect.objectContaining({ kind: 'refused', code: -1005, message: 'type: Invalid option' }),
    });
    http.succeed('GET', '/v3/asset/token/history', {
      rows: [{ id: 1, token: 'USDT', type: 'DEPOSIT', amount: 'lots', createdTime: 1 }],
      meta: { total: 1, recordsPerPage: 20, currentPage: 1 },
    });
    expect((await api.ledger({ page: 1, size: 20 })).ok).toBe(false);
  });

  it('reads wallet/info: tokens held, ledger records, open positions; a malformed answer is refused', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/usercenter/account/wallet/info', {
      userId: 7,
      walletMode: 'UNIFIED',
      tokens: ['BTC', 'USDT'],
      hasDeposit: true,
      ledgerRows: 12,
      openPositions: 2,
      updatedTime: 1700000000000,
    });
    expect(await api.info()).toEqual({
      ok: true,
      value: {
        walletMode: 'UNIFIED',
        tokens: ['BTC', 'USDT'],
        hasDeposit: true,
        ledgerRows: 12,
        openPositions: 2,
        updatedTime: 1700000000000,
      },
    });
    expect(http.requests[0]!.authorization).toBe('Bearer session-token');
    http.succeed('GET', '/usercenter/account/wallet/info', {
      walletMode: 'UNIFIED',
      tokens: ['BTC'],
      hasDeposit: true,
      ledgerRows: -1,
      openPositions: 0,
      updatedTime: 1,
    });
    expect((await api.info()).ok).toBe(false);
  });

  it("asks check_has_deposit on the spec's path and reads the flag; a flag that is not a boolean is refused", async () => {
    const { http, api } = setup();
    http.succeed('GET', '/usercenter/account/check_has_deposit', { hasDeposit: false });
    expect(await api.hasDeposit()).toEqual({ ok: true, value: false });
    http.succeed('GET', '/usercenter/account/check_has_deposit', { hasDeposit: true });
    expect(await api.hasDeposit()).toEqual({ ok: true, value: true });
    http.succeed('GET', '/usercenter/account/check_has_deposit', { hasDeposit: 'yes' });
    expect((await api.hasDeposit()).ok).toBe(false);
    http.answerRaw('GET', '/usercenter/account/check_has_deposit', 401, { success: false, code: -1002, message: 'Session expired' });
    expect(await api.hasDeposit()).toEqual({ ok: false, error: expect.objectContaining({ code: -1002 }) });
  });
});
