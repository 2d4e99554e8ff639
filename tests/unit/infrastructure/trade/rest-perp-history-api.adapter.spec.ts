import { RestPerpHistoryApi } from '../../../../src/infrastructure/trade/rest-perp-history-api.adapter';
import { signedInClient } from '../../../support/signed-in-client';

function setup() {
  const { http, client } = signedInClient();
  return { http, api: new RestPerpHistoryApi(client) };
}

describe('RestPerpHistoryApi', () => {
  it('reads funding payments as decimal strings, one page with its meta', async () => {
    const { http, api } = setup();
    http.succeed('GET', '/v3/futures/fundingFee/history', {
      rows: [{ symbol: 'PERP_BTC_USDT', fundingRate: 0.0001, markPrice: 61234.5, fundingFee: -1.2, paymentType: 'Pay', createdTime: 1700000000000 }],
      meta: { total: 1, recordsPerPage: 50, currentPage: 1 },
    });
    const result = await api.fundingPayments({ symbol: 'PERP_BTC_USDT', page: 1, size: 50 });
    expect(result).toEqual({
      ok: true,
      value: { rows: [{ symbol: 'PERP_BTC_USDT', fundingRate: '0.0001', markPrice: '61234.5', fundingFee: '-1.2', paymentType: 'Pay', createdTime: 1700000000000 }], total: 1, currentPage: 1, recordsPerPage: 50 },
    });
    expect(http.requests[0]!.authorization).toBe('Bearer session-token');
    expect(http.requests[0]!.params).toMatchObject({ symbol: 'PERP_BTC_USDT', page: 1, size: 50 });
  });

  it('reads closed positions, and refuses a row that is not one', async () => {
    const { http, api } = setup();
    const row = {
      symbol: 'PERP_ETH_USDT', side: 'LONG', openTime: 1, closeTime: 2, maxQuantity: 2, averageOpenPrice: 105, averageClosePrice: 120,
      realizedPnl: 30, fees: 0.22, funding: -0.5, netPnl: 29.28, closedBy: 'LIQUIDATION',
    };
    http.succeed('GET', '/v3/futures/positionHistory', { rows: [row], meta: { total: 1, recordsPerPage: 25, currentPage: 1 } });
    const result = await api.positionHistory({});
    expect(result.ok && result.value.rows[0]).toEqual({ ...row, maxQuantity: '2', averageOpenPrice: '105', averageClosePrice: '120', realizedPnl: '30', fees: '0.22', funding: '-0.5', netPnl: '29.28' });
    http.succeed('GET', '/v3/futures/positionHistory', { rows: [{ ...row, side: 'UP' }], meta: { total: 1, recordsPerPage: 25, currentPage: 1 } });
    expect((await api.positionHistory({})).ok).toBe(false);
  });
});
