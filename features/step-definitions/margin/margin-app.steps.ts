import { ACCOUNT_VIEW_MS } from '../../../src/presentation/member-trading/account/trading-account.store';
import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { SessionState } from '../../../src/application/session/session-state';
import { KeepTradingAccount } from '../../../src/application/member-trading/keep-trading-account.use-case';
import type { IsolatedMarginChange, SymbolLeverage } from '../../../src/application/member-trading/ports/trading-api.port';
import type { OrderRequest } from '../../../src/domain/trade/orders/order';
import type { HedgeAction } from '../../../src/presentation/member-trading/order-form/hedge-choice';
import { MarginStore, type SwitchProblem } from '../../../src/presentation/member-trading/order-form/margin.store';
import { OrderFormStore } from '../../../src/presentation/member-trading/order-form/order-form.store';
import { anAccount } from '../../../tests/fakes/fake-account-api';
import { balanceOf, orderRow } from '../../../tests/fakes/trade/fake-trading-api';
import { FakeFormMarket } from '../../../tests/fakes/trade/order-form.fakes';
import type { ExchangeWorld } from '../../support/world';
import { account, flush, perpsMember, reloadAccount } from './perps-member';
import { englishRefusal } from '../../../simulator/http/refusal-english';
import { problemText } from '../../../src/presentation/shared/translate-refusal';
import { createTestI18n } from '../../../tests/support/test-i18n';

const part = perpsMember;
const margin = (w: ExchangeWorld) => w.get(MarginStore);
const callsOf = <T>(w: ExchangeWorld, method: string) =>
  w.fakes.tradingApi.calls.filter((c) => c.method === method).map((c) => c.args[0] as T);
const position = (w: ExchangeWorld, symbol: string) => account(w).positionsOf(symbol)[0];

After(function (this: ExchangeWorld) {
  if (!part(this).started) return;
  part(this).form?.dispose();
  this.get(KeepTradingAccount).stop();
});

Given('a perps member signed in with {int} USDT', async function (this: ExchangeWorld, usdt: number) {
  this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt))];
  this.get(SessionState).loggedIn(anAccount());
  account(this).start();
  part(this).started = true;
  await flush(this);
  assert.equal(account(this).ready, true);
});

Given('{word} allows at most {int}x', function (this: ExchangeWorld, symbol: string, max: number) {
  this.fakes.perpInfoApi.capAt(symbol, max);
});

Given(
  'the perps member holds {float} {word} marked at {int} at {int}x {word}',
  async function (this: ExchangeWorld, size: number, symbol: string, mark: number, leverage: number, mode: string) {
    const api = this.fakes.tradingApi;
    api.positionRows.push({
      symbol,
      holding: String(size),
      pendingLongQty: '0',
      pendingShortQty: '0',
      averageOpenPrice: String(mark),
      markPrice: String(mark),
      estLiqPrice: '0',
      pnl24H: '0',
      fee24H: '0',
      settlePrice: '0',
      marginMode: mode as 'CROSS' | 'ISOLATED',
      leverage,
      timestamp: 1,
      positionSide: 'BOTH',
      isolatedMarginAmount: '0',
    });
    api.leverages.set(symbol, { symbol, marginMode: mode as 'CROSS' | 'ISOLATED', leverage });
    await reloadAccount(this);
  },
);

Given(
  'the perps member holds {float} {word} marked at {int} at {int}x ISOLATED with {int} USDT of margin',
  async function (this: ExchangeWorld, size: number, symbol: string, mark: number, leverage: number, isolated: number) {
    const api = this.fakes.tradingApi;
    api.positionRows.push({
      symbol,
      holding: String(size),
      pendingLongQty: '0',
      pendingShortQty: '0',
      averageOpenPrice: String(mark),
      markPrice: String(mark),
      estLiqPrice: '0',
      pnl24H: '0',
      fee24H: '0',
      settlePrice: '0',
      marginMode: 'ISOLATED',
      leverage,
      timestamp: 1,
      positionSide: 'BOTH',
      isolatedMarginAmount: String(isolated),
    });
    await reloadAccount(this);
  },
);

Given(
  'the perps member has an open buy of {float} {word} at {int}',
  async function (this: ExchangeWorld, quantity: number, symbol: string, price: number) {
    this.fakes.tradingApi.orderRows.push(
      orderRow({ orderId: '77', symbol, quantity: String(quantity), price: String(price), visible: String(quantity) }),
    );
    await reloadAccount(this);
  },
);

Given('the exchange will refuse the leverage change with {int} {string}', function (this: ExchangeWorld, code: number, message: string) {
  this.fakes.tradingApi.failNext('setLeverage', { kind: 'refused', code, message, status: 400 });
});

Given(
  'the exchange will refuse the position mode switch with {int} {string}',
  function (this: ExchangeWorld, code: number, message: string) {
    this.fakes.tradingApi.failNext('setPositionMode', { kind: 'refused', code, message, status: 400 });
  },
);

Given("the perps member's account is in hedge mode", async function (this: ExchangeWorld) {
  this.fakes.tradingApi.info = { ...this.fakes.tradingApi.info, positionMode: 'HEDGE_MODE' };
  await reloadAccount(this);
});

Given("the perps member's order form trades {word}", async function (this: ExchangeWorld, symbol: string) {
  const form = this.get(OrderFormStore);
  form.attach(new FakeFormMarket(symbol));
  part(this).form = form;
  await flush(this);
});

When('the perps member opens the leverage modal on {word}', async function (this: ExchangeWorld, symbol: string) {
  margin(this).use(symbol);
  await flush(this);
  margin(this).openModal();
});

When('the perps member types {int} as the leverage', function (this: ExchangeWorld, value: number) {
  margin(this).setDraft(value);
});

When('the perps member sets the leverage to {int}x and applies', async function (this: ExchangeWorld, value: number) {
  margin(this).setDraft(value);
  await margin(this).apply();
  await flush(this);
});

When('the perps member confirms the leverage change', async function (this: ExchangeWorld) {
  assert.equal(margin(this).confirming, true, 'the confirmation is showing');
  await margin(this).apply();
  await flush(this);
});

When('the perps member switches {word} to {word}', async function (this: ExchangeWorld, symbol: string, mode: string) {
  margin(this).use(symbol);
  await margin(this).setMarginMode(mode as 'CROSS' | 'ISOLATED');
  await flush(this);
});

When('the perps member switches the position mode to {word}', async function (this: ExchangeWorld, mode: string) {
  await margin(this).setPositionMode(mode as 'ONE_WAY' | 'HEDGE_MODE');
  await flush(this);
});

When(
  'the perps member picks {string} and places a market order of {float}',
  async function (this: ExchangeWorld, action: string, size: number) {
    const form = part(this).form!;
    assert.equal(form.hedge.on, true, 'the form is in hedge mode');
    form.hedge.set(action as HedgeAction);
    form.setKind('MARKET');
    form.setSize(String(size));
    await form.submit();
    await form.submission.confirm();
    await flush(this);
  },
);

When('the perps member places a market buy of {float}', async function (this: ExchangeWorld, size: number) {
  const form = part(this).form!;
  form.setSide('BUY');
  form.setKind('MARKET');
  form.setSize(String(size));
  await form.submit();
  await form.submission.confirm();
  await flush(this);
});

When(
  'the stream says {word} holds {float} and {word} holds {float} at version {int}',
  async function (this: ExchangeWorld, longKey: string, long: number, shortKey: string, short: number, version: number) {
    const entry = (key: string, holding: number) => {
      const [symbol, side] = key.split(':');
      return {
        holding: String(holding),
        averageOpenPrice: '50000',
        markPrice: '50000',
        version,
        symbol,
        positionSide: side as 'LONG' | 'SHORT',
        marginMode: 'CROSS' as const,
        leverage: 10,
      };
    };
    this.fakes.privateStream.pushPositions({ [longKey]: entry(longKey, long), [shortKey]: entry(shortKey, short) });
    // stream changes reach the views within one account window (ACCOUNT_VIEW_MS)
    this.fakes.clock.advance(ACCOUNT_VIEW_MS);
    await flush(this);
  },
);

When(
  'the perps member reduces the isolated margin of {word} by {word}',
  async function (this: ExchangeWorld, symbol: string, amount: string) {
    part(this).isolatedRefusal = await margin(this).adjustIsolatedMargin(position(this, symbol), 'REDUCE', amount);
    await flush(this);
  },
);

When('the perps member adds {word} to the isolated margin of {word}', async function (this: ExchangeWorld, amount: string, symbol: string) {
  part(this).isolatedRefusal = await margin(this).adjustIsolatedMargin(position(this, symbol), 'ADD', amount);
  await flush(this);
});

Then('the leverage marks are {string} with a maximum of {int}x', function (this: ExchangeWorld, marks: string, max: number) {
  assert.deepEqual(margin(this).marks, marks.split(', ').map(Number));
  assert.equal(margin(this).max, max);
});

Then('the leverage to apply is {int}x', function (this: ExchangeWorld, value: number) {
  assert.equal(margin(this).draft, value);
});

Then('no confirmation was asked', function (this: ExchangeWorld) {
  assert.equal(margin(this).confirming, false);
  assert.equal(margin(this).modalOpen, false);
});

Then(
  'the exchange was asked to set {word} to {int}x {word}',
  function (this: ExchangeWorld, symbol: string, leverage: number, mode: string) {
    assert.deepEqual(callsOf<SymbolLeverage>(this, 'setLeverage').at(-1), { symbol, marginMode: mode, leverage });
  },
);

Then('the exchange was not asked to change the leverage', function (this: ExchangeWorld) {
  assert.equal(callsOf(this, 'setLeverage').length, 0);
});

Then("the order form's leverage on {word} is {int}x", function (this: ExchangeWorld, symbol: string, leverage: number) {
  assert.equal(account(this).leverage(symbol), String(leverage));
  margin(this).use(symbol);
  assert.equal(margin(this).current, leverage);
});

Then(
  'the confirmation says the leverage goes from {int}x to {int}x and the initial margin from {string} to {string} USDT',
  function (this: ExchangeWorld, from: number, to: number, before: string, after: string) {
    const m = margin(this);
    assert.equal(m.confirming, true);
    assert.equal(m.preview.from, from);
    assert.equal(m.preview.to, to);
    assert.equal(new Decimal(m.preview.marginBefore).toFixed(), before);
    assert.equal(new Decimal(m.preview.marginAfter).toFixed(), after);
  },
);

Then(
  'the confirmation says the largest position at {int}x is {int} USDT',
  function (this: ExchangeWorld, leverage: number, notional: number) {
    const m = margin(this);
    assert.equal(m.confirming, true);
    assert.equal(m.preview.to, leverage);
    assert.equal(m.maxPosition, String(notional));
  },
);

Then('the leverage modal is closed', function (this: ExchangeWorld) {
  assert.equal(margin(this).modalOpen, false);
});

const i18n = createTestI18n();

/** A leverage change's or mode switch's refusal as the member reads it, in a language. */
function switchText(problem: SwitchProblem | undefined, language: string): string | undefined {
  if (problem === undefined) return undefined;
  return problem === 'unanswered' ? 'unanswered' : problemText(i18n.getFixedT(language, 'trade'), language, problem);
}

Then('the leverage modal shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(margin(this).modalOpen, true);
  assert.equal(switchText(margin(this).refusal, 'en'), message);
});

Then('in Chinese the leverage modal shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(switchText(margin(this).refusal, 'zh-Hans'), message);
});

Then('the margin mode shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(switchText(margin(this).modeRefusal, 'en'), message);
});

Then('in Russian the margin mode shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(switchText(margin(this).modeRefusal, 'ru'), message);
});

Then('the margin mode of {word} is {word}', function (this: ExchangeWorld, symbol: string, mode: string) {
  margin(this).use(symbol);
  assert.equal(margin(this).marginMode, mode);
});

Then('the position mode shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(switchText(margin(this).positionModeRefusal, 'en'), message);
});

Then('in Russian the position mode shows {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(switchText(margin(this).positionModeRefusal, 'ru'), message);
});

Then('the position mode is {word}', function (this: ExchangeWorld, mode: string) {
  assert.equal(margin(this).positionMode, mode);
  if (mode === 'HEDGE_MODE') assert.equal(margin(this).positionModeRefusal, undefined);
});

Then(
  'the order sent is a {word} of {float} with positionSide {word}',
  function (this: ExchangeWorld, side: string, size: number, positionSide: string) {
    const sent = callsOf<OrderRequest>(this, 'placeOrder').at(-1);
    assert.ok(sent, 'an order was sent');
    assert.equal(sent.side, side);
    assert.equal(sent.quantity, String(size));
    assert.equal(sent.positionSide, positionSide);
  },
);

Then('the order sent has no positionSide', function (this: ExchangeWorld) {
  const sent = callsOf<OrderRequest>(this, 'placeOrder').at(-1);
  assert.ok(sent, 'an order was sent');
  assert.equal(sent.positionSide, undefined);
});

Then(
  'the perps member has {int} positions on {word}: LONG {float} and SHORT {float}',
  function (this: ExchangeWorld, count: number, symbol: string, long: number, short: number) {
    const positions = account(this).positionsOf(symbol);
    assert.equal(positions.length, count);
    assert.equal(positions.find((p) => p.positionSide === 'LONG')?.holding, String(long));
    assert.equal(positions.find((p) => p.positionSide === 'SHORT')?.holding, String(short));
  },
);

Then('the positions tab lists {int} rows', function (this: ExchangeWorld, rows: number) {
  assert.equal(account(this).positionRows().length, rows);
});

Then('at most {int} USDT can be removed from the {word} position', function (this: ExchangeWorld, max: number, symbol: string) {
  assert.equal(margin(this).maxRemovable(position(this, symbol)), String(max));
});

Then('the isolated margin change is refused with {string}', function (this: ExchangeWorld, message: string) {
  const shown = part(this).isolatedRefusal;
  assert.equal(shown && ('refusal' in shown ? englishRefusal(shown.refusal) : 'said' in shown ? shown.said : shown.error), message);
});

Then('the exchange was not asked to adjust isolated margin', function (this: ExchangeWorld) {
  assert.equal(callsOf<IsolatedMarginChange>(this, 'adjustIsolatedMargin').length, 0);
});

Then('the isolated margin of the {word} position is {int}', function (this: ExchangeWorld, symbol: string, amount: number) {
  assert.equal(part(this).isolatedRefusal, undefined);
  assert.equal(position(this, symbol)?.isolatedMarginAmount, String(amount));
});
