import { RestPerpHistoryApi } from '../../../../src/infrastructure/member-trading/rest-perp-history-api.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestPerpHistoryApi(client) };
}

describe('RestPerpHistoryApi', () => {
  it('reads funding payments as decimal strings (the positive fee signed by paymentType), one page with its meta', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/futures/fundingFee/history', {
      rows: [
        {
          id: 7,
          symbol: 'PERP_BTC_USDT',
          fundingRate: 0.0001,
          markPrice: '61234.5',
          fundingFee: '1.2',
          fundingIntervalHours: 8,
          paymentType: 'Pay',
          status: 'COMPLETED',
          createdTime: 1700000000000,
          updatedTime: 1700000000000,
        },
      ],
      meta: { total: 1, recordsPerPage: 50, currentPage: 1 },
    });
    const result = await api.fundingPayments({ symbol: 'PERP_BTC_USDT', page: 1, size: 50 });
    expect(result).toEqual({
      ok: true,
      value: {
        rows: [
          {
            symbol: 'PERP_BTC_USDT',
            fundingRate: '0.0001',
            markPrice: '61234.5',
            fundingFee: '-1.2',
            paymentType: 'Pay',
            createdTime: 1700000000000,
          },
        ],
        total: 1,
        currentPage: 1,
        recordsPerPage: 50,
        unreadable: 0,
      },
    });
    expect(http.requests[0]!.authorization).toBe('Bearer session-token');
    expect(http.requests[0]!.params).toMatchObject({ symbol: 'PERP_BTC_USDT', page: 1, size: 50 });
  });

  it('reads closed positions, and counts a row that is not one as unreadable', async () => {
    const { http, api } = setup();
    const row = {
      symbol: 'PERP_ETH_USDT',
      side: 'LONG',
      openTime: 1700000000001,
      closeTime: 1700000000002,
      maxQuantity: 2,
      averageOpenPrice: 105,
      averageClosePrice: 120,
      realizedPnl: 30,
      fees: 0.22,
      funding: -0.5,
      netPnl: 29.28,
      closedBy: 'LIQUIDATION',
    };
    http.succeed('GET', '/v3/futures/positionHistory', { rows: [row], meta: { total: 1, recordsPerPage: 25, currentPage: 1 } });
    const result = await api.positionHistory({});
    expect(result.ok && result.value.rows[0]).toEqual({
      ...row,
      maxQuantity: '2',
      averageOpenPrice: '105',
      averageClosePrice: '120',
      realizedPnl: '30',
      fees: '0.22',
      funding: '-0.5',
      netPnl: '29.28',
    });
    http.succeed('GET', '/v3/futures/positionHistory', {
      rows: [{ ...row, side: 'UP' }],
      meta: { total: 1, recordsPerPage: 25, currentPage: 1 },
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bad = await api.positionHistory({});
    expect(bad.ok && [bad.value.rows.length, bad.value.unreadable]).toEqual([0, 1]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
