import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { SessionState } from '../../../src/application/session/session-state';
import { positionTpSl } from '../../../src/domain/trade/algo/algo-form';
import type { AlgoOrderRow } from '../../../src/domain/trade/algo/algo-order';
import { AlgoOrdersStore } from '../../../src/presentation/member-trading/account/algo-orders.store';
import type { HedgeAction } from '../../../src/presentation/member-trading/order-form/hedge-choice';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { algoRowOf } from '../../../tests/fakes/trade/fake-algo-order-api';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { worldPart, type ExchangeWorld } from '../../support/world';
import { formApp, orderForm } from './order-form.world';

/** The TP/SL tab's store while a scenario watches it (stopped after the scenario). */
const part = worldPart((): { stopTab?: () => void } => ({}));

After(function (this: ExchangeWorld) {
  part(this).stopTab?.();
});

/** An algo row as the exchange sends it (numbers; `positionSide` only when given). */
const wireRow = (id: number, algoType: string, side: string, positionSide?: string) => ({
  algoOrderId: id,
  rootAlgoOrderId: id,
  parentAlgoOrderId: '0',
  symbol: 'PERP_BTC_USDT',
  algoType,
  side,
  type: 'CLOSE_POSITION',
  quantity: 0,
  price: 0,
  triggerPrice: 50000,
  triggerPriceType: 'MARK_PRICE',
  isTriggered: false,
  algoStatus: 'NEW',
  reduceOnly: true,
  createdTime: id,
  updatedTime: id,
  ...(positionSide ? { positionSide } : {}),
});

/** The body of the last `POST /v3/trade/algoOrder` the app sent. */
function lastAlgoBody(w: ExchangeWorld): Record<string, unknown> & { childOrders?: Record<string, unknown>[] } {
  const sent = w.http.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/v3/trade/algoOrder')).at(-1);
  assert.ok(sent, 'an algo order was sent');
  return JSON.parse(String(sent.body));
}

Given("the member's account is in hedge mode", function (this: ExchangeWorld) {
  const { account } = formApp(this).form;
  account.accountInfo = { ...account.accountInfo!, positionMode: 'HEDGE_MODE' };
});

When('the member picks {string} in hedge mode', function (this: ExchangeWorld, action: string) {
  const form = orderForm(this);
  assert.equal(form.hedge.on, true, 'the form is in hedge mode');
  form.hedge.set(action as HedgeAction);
});

Then('the form offers no TP\\/SL', function (this: ExchangeWorld) {
  assert.equal(orderForm(this).hedge.closes, true);
  assert.equal(orderForm(this).tpSl, undefined);
});

Then(
  /^the bracket sent is a (BUY|SELL) of "(.*)" at "(.*)" on the (LONG|SHORT) with TAKE_PROFIT (BUY|SELL) at "(.*)" and STOP_LOSS (BUY|SELL) at "(.*)"$/,
  function (
    this: ExchangeWorld,
    side: string,
    quantity: string,
    price: string,
    positionSide: string,
    tpSide: string,
    tp: string,
    slSide: string,
    sl: string,
  ) {
    const sent = formApp(this).form.algoOrderApi.sent.at(-1);
    assert.ok(sent, 'a bracket was sent');
    assert.deepEqual(
      [sent.algoType, sent.side, sent.quantity, sent.price, sent.positionSide],
      ['BRACKET', side, quantity, price, positionSide],
    );
    assert.deepEqual(
      sent.childOrders?.map((c) => [c.algoType, c.side, c.triggerPrice]),
      [
        ['TAKE_PROFIT', tpSide, tp],
        ['STOP_LOSS', slSide, sl],
      ],
    );
  },
);

Then('the bracket sent names no position side', function (this: ExchangeWorld) {
  const sent = formApp(this).form.algoOrderApi.sent.at(-1);
  assert.equal(sent?.algoType, 'BRACKET');
  assert.equal(sent.positionSide, undefined);
});

Then(
  'no algo order was sent and the order sent is a {word} on the {word}',
  function (this: ExchangeWorld, side: string, positionSide: string) {
    const { algoOrderApi, tradingApi } = formApp(this).form;
    assert.equal(algoOrderApi.sent.length, 0);
    const order = tradingApi.sent.at(-1);
    assert.deepEqual([order?.side, order?.positionSide], [side, positionSide]);
  },
);

Given('a hedge trader is signed in', function (this: ExchangeWorld) {
  this.http.succeed('POST', '/v3/trade/algoOrder', {
    rows: [{ algoType: 'POSITIONAL_TP_SL', quantity: 0, algoOrderId: 9001, clientAlgoOrderId: 0 }],
  });
  this.http.succeed('GET', '/v3/trade/algoOrders', { rows: [], meta: { total: 0, recordsPerPage: 500, currentPage: 1 } });
  this.get(SessionState).loggedIn(anAccount());
});

When(
  /^the trader sets a stop-loss at "(.*)" on a (LONG|SHORT|BOTH) of "(.*)" BTC entered at "(.*)" at (\d+)×$/,
  async function (
    this: ExchangeWorld,
    trigger: string,
    positionSide: 'LONG' | 'SHORT' | 'BOTH',
    holding: string,
    entry: string,
    leverage: string,
  ) {
    const row = { symbol: 'PERP_BTC_USDT', holding, averageOpenPrice: entry, leverage: Number(leverage), positionSide };
    const { plan, request } = positionTpSl(row, { sl: { by: 'price', value: trigger } }, { tick: '0.1', triggerPriceType: 'MARK_PRICE' });
    assert.equal(plan.refusal, undefined);
    const result = await this.get(AlgoOrdersStore).setPositionTpSl(request);
    assert.equal(result.ok, true);
  },
);

Then(
  /^the exchange was asked for a POSITIONAL_TP_SL on the (LONG|SHORT) with a STOP_LOSS (BUY|SELL) at "(.*)" for the whole position$/,
  function (this: ExchangeWorld, positionSide: string, side: string, trigger: string) {
    const body = lastAlgoBody(this);
    assert.deepEqual([body.algoType, body.positionSide, body.quantity], ['POSITIONAL_TP_SL', positionSide, undefined]);
    assert.deepEqual(
      body.childOrders?.map((c) => [c.algoType, c.side, c.type, c.triggerPrice]),
      [['STOP_LOSS', side, 'CLOSE_POSITION', Number(trigger)]],
    );
  },
);

Then('the exchange was asked for a POSITIONAL_TP_SL with no position side', function (this: ExchangeWorld) {
  const body = lastAlgoBody(this);
  assert.equal(body.algoType, 'POSITIONAL_TP_SL');
  assert.equal('positionSide' in body, false);
});

Given('the exchange lists a waiting STOP_LOSS SELL on the LONG and a STOP BUY without a position side', function (this: ExchangeWorld) {
  const rows = [wireRow(11, 'STOP_LOSS', 'SELL', 'LONG'), wireRow(12, 'STOP', 'BUY')];
  this.http.succeed('GET', '/v3/trade/algoOrders', { rows, meta: { total: 2, recordsPerPage: 500, currentPage: 1 } });
});

When('the TP\\/SL tab opens', async function (this: ExchangeWorld) {
  part(this).stopTab = this.get(AlgoOrdersStore).start();
  await settle();
  await settle();
});

When('the stream reports a waiting TAKE_PROFIT BUY on the SHORT', function (this: ExchangeWorld) {
  const row: AlgoOrderRow = algoRowOf({ algoOrderId: '13', algoType: 'TAKE_PROFIT', side: 'BUY', positionSide: 'SHORT', updatedTime: 13 });
  this.fakes.privateStream.pushAlgoReports([row]);
});

Then('the TP\\/SL tab lists {string}', function (this: ExchangeWorld, list: string) {
  const rows = this.get(AlgoOrdersStore).waiting;
  assert.equal(rows.map((r) => `${r.algoType} ${r.side} ${r.positionSide}`).join(', '), list);
});
