import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { AlgoRecord } from '../../../simulator/trading/algo-records';
import type { OrderSide } from '../../../src/domain/trade/orders/order';
import { ScaledOrderStore } from '../../../src/presentation/member-trading/order-form/scaled-order.store';
import type { ScaledDistribution } from '../../../src/domain/trade/algo/scaled-orders';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { FakeFormMarket } from '../../../tests/fakes/trade/order-form.fakes';
import type { ExchangeWorld } from '../../support/world';
import { algoExchange, TRADER } from './algo-exchange.world';
import { formApp, orderForm } from './order-form.world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

type Reference = 'last' | 'mark';
const priceType = (reference: Reference) => (reference === 'mark' ? 'MARK_PRICE' : 'MARKET_PRICE');

// --- the exchange (simulator engines in memory) ---

Given(
  'an exchange where {string} trades with the last price and the mark price at {string}',
  async function (this: ExchangeWorld, symbol: string, price: string) {
    const x = algoExchange(this);
    x.symbol = symbol;
    await x.start(price);
  },
);

Given('the trader holds a long of {string} BTC', function (this: ExchangeWorld, quantity: string) {
  const x = algoExchange(this);
  x.trading.place(TRADER, { symbol: x.symbol, side: 'BUY', type: 'MARKET', quantity });
  assert.equal(x.holding(), quantity);
});

When(
  /^the trader (places|tries) a (STOP|TAKE_PROFIT|STOP_LOSS) (BUY|SELL) of "(.*)" triggered by the (last|mark) price at "(.*)"$/,
  function (
    this: ExchangeWorld,
    _verb: string,
    algoType: string,
    side: OrderSide,
    quantity: string,
    reference: Reference,
    triggerPrice: string,
  ) {
    algoExchange(this).place({ algoType, side, type: 'MARKET', quantity, triggerPrice, triggerPriceType: priceType(reference) });
  },
);

When(/^the (last|mark) price moves to "(.*)"$/, function (this: ExchangeWorld, reference: Reference, price: string) {
  algoExchange(this).move(reference, price);
});

When('the book steps once', function (this: ExchangeWorld) {
  algoExchange(this).step(1);
});

Then('the algo order is {string}', function (this: ExchangeWorld, status: string) {
  const x = algoExchange(this);
  assert.equal(x.refusal, undefined, x.refusal?.message);
  assert.equal(x.current?.algoStatus, status, x.current?.reason);
});

Then('the position is {string} BTC', function (this: ExchangeWorld, holding: string) {
  assert.equal(algoExchange(this).holding(), holding);
});

Then('the exchange refuses it with {exchangeCode} {string}', function (this: ExchangeWorld, code: number, message: string) {
  const { refusal } = algoExchange(this);
  assert.deepEqual([refusal?.code, refusal?.message], [code, message]);
});

When(
  /^the trader sets TP "(.*)" and SL "(.*)" by the mark price on (?:"(.*)" of )?the (?:whole )?position$/,
  function (this: ExchangeWorld, tp: string, sl: string, quantity: string | undefined) {
    algoExchange(this).place({
      algoType: 'POSITIONAL_TP_SL',
      ...(quantity ? { quantity } : {}),
      childOrders: [
        { algoType: 'TAKE_PROFIT', type: 'CLOSE_POSITION', triggerPrice: tp, triggerPriceType: 'MARK_PRICE', reduceOnly: true },
        { algoType: 'STOP_LOSS', type: 'CLOSE_POSITION', triggerPrice: sl, triggerPriceType: 'MARK_PRICE', reduceOnly: true },
      ],
    });
  },
);

When('the trader closes the position at market', function (this: ExchangeWorld) {
  const x = algoExchange(this);
  x.trading.place(TRADER, { symbol: x.symbol, side: 'SELL', type: 'MARKET', quantity: x.holding(), reduceOnly: true });
});

When(
  'the trader buys {string} at market with TP {string} and SL {string} by the mark price',
  function (this: ExchangeWorld, quantity: string, tp: string, sl: string) {
    algoExchange(this).place({
      algoType: 'BRACKET',
      side: 'BUY',
      type: 'MARKET',
      quantity,
      childOrders: [
        { algoType: 'TAKE_PROFIT', triggerPrice: tp, triggerPriceType: 'MARK_PRICE' },
        { algoType: 'STOP_LOSS', triggerPrice: sl, triggerPriceType: 'MARK_PRICE' },
      ],
    });
  },
);

const child = (world: ExchangeWorld, algoType: string): AlgoRecord => {
  const found = algoExchange(world)
    .children()
    .find((k) => k.algoType === algoType);
  assert.ok(found, `no ${algoType} child`);
  return found;
};

Then(
  'the stop-loss is {string} and the take-profit is {string} with {string}',
  function (this: ExchangeWorld, sl: string, tp: string, reason: string) {
    const [slRow, tpRow] = [child(this, 'STOP_LOSS'), child(this, 'TAKE_PROFIT')];
    assert.deepEqual([slRow.algoStatus, tpRow.algoStatus], [sl, tp]);
    const cancelled = sl === 'CANCELLED' ? slRow : tpRow;
    assert.equal(cancelled.reason, reason);
  },
);

Then('the take-profit and the stop-loss wait to close {string}', function (this: ExchangeWorld, quantity: string) {
  const kids = [child(this, 'TAKE_PROFIT'), child(this, 'STOP_LOSS')];
  assert.deepEqual(
    kids.map((k) => [k.algoStatus, k.armed, k.quantity, k.side, k.reduceOnly]),
    [
      ['NEW', true, quantity, 'SELL', true],
      ['NEW', true, quantity, 'SELL', true],
    ],
  );
});

When(
  'the trader places a trailing SELL stop of {string} by the mark price, activated at {string}, with a callback of {string}',
  function (this: ExchangeWorld, quantity: string, activatedPrice: string, callbackRate: string) {
    algoExchange(this).place({
      algoType: 'TRAILING_STOP',
      side: 'SELL',
      type: 'MARKET',
      quantity,
      reduceOnly: true,
      triggerPriceType: 'MARK_PRICE',
      activatedPrice,
      callbackRate,
    });
  },
);

Then('the trailing stop is not activated', function (this: ExchangeWorld) {
  assert.deepEqual([algoExchange(this).current?.isActivated, algoExchange(this).current?.triggerPrice], [false, '0']);
});

Then(
  /^the trailing stop's trigger is "(.*?)"(?: and it is "(.*)")?$/,
  function (this: ExchangeWorld, trigger: string, status: string | undefined) {
    const r = algoExchange(this).current;
    assert.equal(r?.triggerPrice, trigger);
    if (status) assert.equal(r?.algoStatus, status);
  },
);

// --- the app: scaled orders and TP/SL on a new order ---

When(
  'the member previews a scaled {word} of {string} from {string} to {string} in {int} {word} orders',
  function (
    this: ExchangeWorld,
    side: OrderSide,
    total: string,
    from: string,
    to: string,
    count: number,
    distribution: ScaledDistribution,
  ) {
    const scaled = formApp(this).container.get(ScaledOrderStore);
    orderForm(this).setSide(side);
    orderForm(this).setKind('SCALED');
    scaled.set('total', total);
    scaled.set('fromPrice', from);
    scaled.set('toPrice', to);
    scaled.set('count', String(count));
    scaled.set('distribution', distribution);
  },
);

Then('the preview is {string}', function (this: ExchangeWorld, preview: string) {
  const plan = formApp(this).container.get(ScaledOrderStore).plan;
  assert.ok(plan?.ok, plan && !plan.ok ? englishRefusal(plan.refusal) : 'no preview');
  assert.equal(plan.children.map((c) => `${c.price} × ${c.quantity}`).join(', '), preview);
});

Then('the preview is refused with {string}', function (this: ExchangeWorld, message: string) {
  const plan = formApp(this).container.get(ScaledOrderStore).plan;
  assert.deepEqual(plan && !plan.ok ? englishRefusal(plan.refusal) : plan, message);
});

Given(
  'the exchange accepts the next order, then refuses one with {exchangeCode} {string}',
  function (this: ExchangeWorld, code: number, message: string) {
    formApp(this).form.tradingApi.script.push({ kind: 'accept' }, { kind: 'refuse', code, message });
  },
);

When('places the scaled order', async function (this: ExchangeWorld) {
  await formApp(this).container.get(ScaledOrderStore).submit();
  await settle();
});

Then('the scaled order says {string}', function (this: ExchangeWorld, text: string) {
  const { outcome } = formApp(this).container.get(ScaledOrderStore);
  assert.equal(outcome ? `${outcome.placed} of ${outcome.total} placed` : 'nothing', text);
  assert.equal(formApp(this).form.tradingApi.sent.length, outcome?.total);
});

Then('the refusals list {string}', function (this: ExchangeWorld, line: string) {
  const { outcome } = formApp(this).container.get(ScaledOrderStore);
  assert.deepEqual(
    outcome?.refusals.map((r) => `Order ${r.index + 1} (${r.quantity} at ${r.price}): ${r.message}`),
    [line],
  );
});

Given(
  'a member trades {string} at {int}× with tick {string} and {string} USDT of free collateral',
  function (this: ExchangeWorld, symbol: string, leverage: number, tick: string, free: string) {
    const app = formApp(this);
    app.market = new FakeFormMarket(symbol, { quoteTick: tick, baseTick: '0.001', baseMin: '0.001' });
    app.market.setBook([{ price: '49999.9', quantity: '5' }], [{ price: '50000.1', quantity: '5' }]);
    app.form.account.symbolLeverage = String(leverage);
    app.form.account.setFreeCollateral(free);
    const prefs = app.fakes.tradePreferences;
    prefs.value = { ...prefs.value, skipConfirm: ['LIMIT', 'MARKET'] };
  },
);

When(
  'turns on TP\\/SL with TP by {word} {string} and SL by {word} {string}',
  function (this: ExchangeWorld, tpBy: 'price' | 'percent' | 'pnl', tp: string, slBy: 'price' | 'percent' | 'pnl', sl: string) {
    const { algo } = orderForm(this);
    algo.setTpSlOn(true);
    algo.setDraft('tp', { by: tpBy, value: tp });
    algo.setDraft('sl', { by: slBy, value: sl });
  },
);

Then(
  /^the (TP|SL) shows a trigger of "(.*)" and a PnL of "(.*)"$/,
  function (this: ExchangeWorld, which: 'TP' | 'SL', trigger: string, pnl: string) {
    const plan = orderForm(this).tpSl;
    const figures = which === 'TP' ? plan?.tp : plan?.sl;
    assert.deepEqual([figures?.triggerPrice, figures?.pnl], [trigger, pnl], plan?.refusal && englishRefusal(plan.refusal.refusal));
  },
);

Then('the bracket sent has TAKE_PROFIT at {string} and STOP_LOSS at {string}', function (this: ExchangeWorld, tp: string, sl: string) {
  const sent = formApp(this).form.algoOrderApi.sent.at(-1);
  assert.equal(sent?.algoType, 'BRACKET');
  assert.deepEqual([sent.side, sent.type, sent.price, sent.quantity], ['BUY', 'LIMIT', '50000', '0.1']);
  assert.deepEqual(
    sent.childOrders?.map((c) => [c.algoType, c.side, c.type, c.triggerPrice, c.reduceOnly]),
    [
      ['TAKE_PROFIT', 'SELL', 'CLOSE_POSITION', tp, true],
      ['STOP_LOSS', 'SELL', 'CLOSE_POSITION', sl, true],
    ],
  );
});
