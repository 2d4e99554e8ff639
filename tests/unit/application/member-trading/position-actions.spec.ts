import { PlaceOrder } from '../../../../src/application/member-trading/place-order.use-case';
import { PositionActions } from '../../../../src/application/member-trading/position-actions.use-case';
import type { Position } from '../../../../src/domain/trade/orders/account';
import type { OrderRequest } from '../../../../src/domain/trade/orders/order';
import type { MarginPosition } from '../../../../src/domain/trade/orders/margin';
import type { TradingRules } from '../../../../src/domain/trade/orders/trading-rules';
import { FakeClock } from '../../../fakes/fake-clock';
import { settle } from '../../../fakes/trade/fake-market-depth';
import { FakeAlgoOrderApi, FakeTradingApi } from '../../../fakes/trade/order-form.fakes';
import { num, refusal } from '../../../../src/domain/shared/refusal';

const RULES: TradingRules = {
  symbol: 'PERP_BTC_USDT',
  quoteTick: '0.1',
  baseTick: '0.0001',
  quoteMin: '0.1',
  quoteMax: '1000000',
  baseMin: '0.0001',
  baseMax: '100',
  minNotional: '10',
  bidCapRatio: '1',
  bidFloorRatio: '1',
  askCapRatio: '1',
  askFloorRatio: '1',
};

function position(symbol: string, holding: string, entry: string, mark: string): Position {
  return {
    symbol,
    holding,
    averageOpenPrice: entry,
    markPrice: mark,
    pendingLongQty: '0',
    pendingShortQty: '0',
    estLiqPrice: '0',
    pnl24H: '0',
    fee24H: '0',
    settlePrice: entry,
    marginMode: 'CROSS',
    leverage: 10,
    timestamp: 1,
  };
}

function setup() {
  const api = new FakeTradingApi();
  const actions = new PositionActions(new PlaceOrder(api, new FakeAlgoOrderApi(), new FakeClock()));
  return { api, actions };
}

/** An order as sent, without its (random) clientOrderId. */
const strip = (sent: OrderRequest) => Object.fromEntries(Object.entries(sent).filter(([key]) => key !== 'clientOrderId'));

describe('PositionActions', () => {
  it('closes 50 % at market: one reduce-only order of the opposite side, with a clientOrderId', async () => {
    const { api, actions } = setup();
    const outcome = await actions.close(position('PERP_BTC_USDT', '-0.0123', '60000', '61000'), { percent: 50 }, { type: 'MARKET' }, RULES);
    expect(outcome).toMatchObject({ kind: 'sent' });
    expect(api.sent.map(strip)).toEqual([{ symbol: 'PERP_BTC_USDT', side: 'BUY', type: 'MARKET', quantity: '0.0061', reduceOnly: true }]);
    expect(Number(api.sent[0].clientOrderId)).toBeGreaterThan(0);
  });

  it('a second click while an action is pending sends nothing', async () => {
    const { api, actions } = setup();
    api.script = [{ kind: 'hang' }];
    const btc = position('PERP_BTC_USDT', '0.5', '60000', '61000');
    const first = actions.close(btc, { percent: 100 }, { type: 'LIMIT', price: '61000' }, RULES);
    expect(actions.pending).toBe(true);
    expect(await actions.close(btc, { percent: 100 }, { type: 'LIMIT', price: '61000' }, RULES)).toEqual({ kind: 'ignored' });
    expect(await actions.closeAll([btc], 'all')).toEqual({ kind: 'ignored', closed: [], failed: [] });
    expect(api.sent).toHaveLength(1);
    api.release();
    await first;
    expect(actions.pending).toBe(false);
  });

  it('a refusal by the exchange comes back with its message; a local refusal sends nothing', async () => {
    const { api, actions } = setup();
    api.script = [{ kind: 'refuse', code: -1103, message: 'Price must be a multiple of the tick size 0.1' }];
    const btc = position('PERP_BTC_USDT', '0.5', '60000', '61000');
    expect(await actions.close(btc, { quantity: '0.2' }, { type: 'LIMIT', price: '61000.05' }, RULES)).toEqual({
      kind: 'failed',
      failure: { kind: 'refused', code: -1103, message: 'Price must be a multiple of the tick size 0.1' },
    });
    expect(await actions.close(btc, { quantity: '0.6' }, { type: 'MARKET' }, RULES)).toMatchObject({
      kind: 'failed',
      failure: { kind: 'invalid', refusal: { code: 'too-large' } },
    });
    expect(api.sent).toHaveLength(1);
  });

  it('close all losing: one whole-size market order per losing position, and says which failed', async () => {
    const { api, actions } = setup();
    const positions = [
      position('PERP_BTC_USDT', '0.5', '60000', '62000'), // +1000
      position('PERP_ETH_USDT', '-2', '3000', '3150'), // −300
      position('PERP_SOL_USDT', '10', '150', '140'), // −100
    ];
    api.script = [{ kind: 'accept' }, { kind: 'refuse', code: -1003, message: 'Too many requests' }];
    const outcome = await actions.closeAll(positions, 'losing');
    expect(api.sent.map(strip)).toEqual([
      { symbol: 'PERP_ETH_USDT', side: 'BUY', type: 'MARKET', quantity: '2', reduceOnly: true },
      { symbol: 'PERP_SOL_USDT', side: 'SELL', type: 'MARKET', quantity: '10', reduceOnly: true },
    ]);
    expect(outcome).toEqual({
      kind: 'done',
      closed: ['PERP_ETH_USDT'],
      failed: [{ symbol: 'PERP_SOL_USDT', failure: { kind: 'refused', code: -1003, message: 'Too many requests' } }],
    });
  });

  it('reverse: twice the size, not reduce-only; refused for margin without sending', async () => {
    const { api, actions } = setup();
    const btc: MarginPosition = {
      symbol: 'PERP_BTC_USDT',
      holding: '0.5',
      averageOpenPrice: '60000',
      markPrice: '62000',
      leverage: '10',
      maintenanceMarginRatio: '0.005',
    };
    const context = (collateral: string) => ({
      rules: RULES,
      takerFeeBps: '5',
      marginAsset: 'USDT',
      account: { collateral, positions: [btc] },
    });
    expect(await actions.reverse(btc, context('2100'))).toMatchObject({
      kind: 'failed',
      failure: {
        kind: 'invalid',
        refusal: { refusal: refusal('order.insufficient', { asset: 'USDT', required: num(3131), available: num(3100) }) },
      },
    });
    expect(api.sent).toHaveLength(0);
    expect(await actions.reverse(btc, context('10000'))).toMatchObject({ kind: 'sent' });
    await settle();
    expect(api.sent.map(strip)).toEqual([{ symbol: 'PERP_BTC_USDT', side: 'SELL', type: 'MARKET', quantity: '1', reduceOnly: false }]);
  });
});
