import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { ActionFailure, ActionOutcome } from '../../../src/application/member-trading/position-actions.use-case';
import type { InstrumentInfo } from '../../../src/domain/market/instrument';
import { marketSymbolLabel } from '../../../src/domain/market/market-symbol';
import { loaded } from '../../../src/domain/shared/loadable';
import type { Position } from '../../../src/domain/trade/orders/account';
import type { OrderRequest } from '../../../src/domain/trade/orders/order';
import { cardMessage, type CloseAllFilter } from '../../../src/domain/trade/perps/position-actions';
import { MarketReferenceStore } from '../../../src/presentation/markets/market-reference.store';
import {
  drawPnlCard,
  pnlCardLayout,
  type CardHeadline,
  type CardLayout,
} from '../../../src/presentation/member-trading/account/pnl-card/pnl-card-layout';
import { PositionActionsStore } from '../../../src/presentation/member-trading/account/position-actions.store';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import { worldPart, type ExchangeWorld } from '../../support/world';
import { englishRefusal } from '../../../simulator/http/refusal-english';

interface ActionsScenario {
  instruments: Map<string, InstrumentInfo>;
  failure?: string;
  filter?: CloseAllFilter;
  card?: { symbol: string; headline: CardHeadline; message?: string; refusal?: string };
}
const scenario = worldPart((): ActionsScenario => ({ instruments: new Map() }));
const actions = (w: ExchangeWorld) => w.get(PositionActionsStore);
const LABELS = { long: 'Long', short: 'Short', roe: 'ROE', pnl: 'Unrealised PnL', entry: 'Entry price', mark: 'Mark price' };

function failureText(failure: ActionFailure): string {
  if (failure.kind === 'invalid') return englishRefusal(failure.refusal.refusal);
  if (failure.kind === 'refused') return failure.message;
  return failure.kind;
}

function remember(w: ExchangeWorld, outcome: ActionOutcome): void {
  scenario(w).failure = outcome.kind === 'failed' ? failureText(outcome.failure) : undefined;
}

function perpRules(symbol: string, baseTick = '0.0001', baseMin = '0.0001', baseMax = '100'): InstrumentInfo {
  return {
    symbol,
    quoteTick: '0.1',
    baseTick,
    quoteMin: '0.01',
    quoteMax: '1000000',
    baseMin,
    baseMax,
    minNotional: '1',
    priceRange: '0.1',
    isStable: false,
  };
}

function positionRow(symbol: string, holding: string, entry: string, mark: string): Position {
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

/** Loads the account with the fake exchange's positions and the rules set so far (the reference store as the trade page has it). */
async function loadAccount(w: ExchangeWorld): Promise<void> {
  const instruments = scenario(w).instruments;
  for (const p of w.fakes.tradingApi.positionRows) if (!instruments.has(p.symbol)) instruments.set(p.symbol, perpRules(p.symbol));
  w.get(MarketReferenceStore).set(loaded({ instruments: new Map(instruments), names: new Map() }));
  const account = w.get(TradingAccountStore);
  account.start();
  await account.reload();
  await settle();
  w.fakes.frames.flush();
}

function sentOrders(w: ExchangeWorld): OrderRequest[] {
  return w.fakes.tradingApi.calls.filter((c) => c.method === 'placeOrder').map((c) => c.args[0] as OrderRequest);
}

function withoutClientId(order: OrderRequest): Omit<OrderRequest, 'clientOrderId'> {
  return Object.fromEntries(Object.entries(order).filter(([key]) => key !== 'clientOrderId')) as Omit<OrderRequest, 'clientOrderId'>;
}

function cardLayout(w: ExchangeWorld): CardLayout {
  const card = scenario(w).card;
  assert.ok(card, 'the card was not opened');
  const figures = actions(w).cardFigures(card.symbol);
  assert.ok(figures, `no position of ${card.symbol}`);
  return pnlCardLayout({
    figures,
    symbolLabel: marketSymbolLabel(card.symbol),
    headline: card.headline,
    message: card.message,
    promotion: actions(w).promotion,
    labels: LABELS,
    settleToken: 'USDT',
  });
}

Given(
  'the perpetual {word} has step {word}, minimum size {word} and maximum size {word}',
  function (this: ExchangeWorld, symbol: string, step: string, min: string, max: string) {
    scenario(this).instruments.set(symbol, perpRules(symbol, step, min, max));
  },
);

Given("the trader's USDT balance is {word}", function (this: ExchangeWorld, usdt: string) {
  this.fakes.tradingApi.balancesRows = [balanceOf('USDT', usdt)];
});

Given(
  'the trader holds {word} {word} opened at {word} with the mark at {word}',
  async function (this: ExchangeWorld, holding: string, symbol: string, entry: string, mark: string) {
    this.fakes.tradingApi.positionRows = [positionRow(symbol, holding, entry, mark)];
    await loadAccount(this);
  },
);

Given('the trader holds these positions:', async function (this: ExchangeWorld, table: DataTable) {
  this.fakes.tradingApi.positionRows = table.hashes().map((r) => positionRow(r.symbol!, r.holding!, r.entry!, r.mark!));
  await loadAccount(this);
});

Given('the exchange refuses the next close with {exchangeCode} {string}', function (this: ExchangeWorld, code: number, message: string) {
  this.fakes.tradingApi.failNext('placeOrder', { kind: 'refused', code, message, status: 400 });
});

When('the trader closes {int} % of {word} at market', async function (this: ExchangeWorld, percent: number, symbol: string) {
  remember(this, await actions(this).close(symbol, { percent }, { type: 'MARKET' }));
});

When(
  'the trader closes {int} % of {word} at limit {word}',
  async function (this: ExchangeWorld, percent: number, symbol: string, price: string) {
    remember(this, await actions(this).close(symbol, { percent }, { type: 'LIMIT', price }));
  },
);

When('the trader clicks "close 50 % at market" twice before the exchange answers', async function (this: ExchangeWorld) {
  const first = actions(this).close('PERP_BTC_USDT', { percent: 50 }, { type: 'MARKET' });
  const second = actions(this).close('PERP_BTC_USDT', { percent: 50 }, { type: 'MARKET' });
  const outcomes = await Promise.all([first, second]);
  assert.deepEqual(
    outcomes.map((o) => o.kind),
    ['sent', 'ignored'],
  );
});

When('the trader asks to close {word} positions', function (this: ExchangeWorld, filter: CloseAllFilter) {
  scenario(this).filter = filter;
});

When('the trader confirms closing them', async function (this: ExchangeWorld) {
  const outcome = await actions(this).closeAll(scenario(this).filter!);
  assert.deepEqual(outcome.failed, []);
});

When('the trader reverses {word}', async function (this: ExchangeWorld, symbol: string) {
  remember(this, await actions(this).reverse(symbol));
});

When('the trader opens the PnL card of {word} in {string}', async function (this: ExchangeWorld, symbol: string, language: string) {
  await actions(this).loadPromotion(language);
  scenario(this).card = { symbol, headline: 'ROE' };
});

When('the trader chooses to show the PnL', function (this: ExchangeWorld) {
  scenario(this).card!.headline = 'PNL';
});

When('the trader writes the message {string} on the PnL card of {word}', function (this: ExchangeWorld, typed: string, symbol: string) {
  const message = cardMessage(typed);
  scenario(this).card = {
    symbol,
    headline: 'ROE',
    message: message.ok ? message.value : undefined,
    refusal: message.ok ? undefined : englishRefusal(message.error.refusal),
  };
});

Then(
  'the exchange received one reduce-only {word} {word} of {word} {word}',
  function (this: ExchangeWorld, type: string, side: string, quantity: string, symbol: string) {
    assert.deepEqual(sentOrders(this).map(withoutClientId), [{ symbol, side, type, quantity, reduceOnly: true }]);
  },
);

Then(
  'the exchange received one reduce-only LIMIT {word} of {word} {word} at {word}',
  function (this: ExchangeWorld, side: string, quantity: string, symbol: string, price: string) {
    assert.deepEqual(sentOrders(this).map(withoutClientId), [{ symbol, side, type: 'LIMIT', quantity, price, reduceOnly: true }]);
  },
);

Then(
  'the exchange received one MARKET {word} of {word} {word} that is not reduce-only',
  function (this: ExchangeWorld, side: string, quantity: string, symbol: string) {
    assert.deepEqual(sentOrders(this).map(withoutClientId), [{ symbol, side, type: 'MARKET', quantity, reduceOnly: false }]);
  },
);

Then('the action is refused with {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(scenario(this).failure, message);
});

Then('no order was sent', function (this: ExchangeWorld) {
  assert.equal(this.fakes.tradingApi.count('placeOrder'), 0);
});

Then('the exchange was sent {int} order(s)', function (this: ExchangeWorld, count: number) {
  assert.equal(this.fakes.tradingApi.count('placeOrder'), count);
});

Then('the trader still holds {word} {word}', function (this: ExchangeWorld, holding: string, symbol: string) {
  assert.equal(this.get(TradingAccountStore).position(symbol)?.holding, holding);
});

Then('the confirmation lists {}', function (this: ExchangeWorld, listed: string) {
  assert.deepEqual(
    actions(this)
      .closeAllPreview(scenario(this).filter!)
      .map((l) => l.symbol),
    listed.split(', '),
  );
});

Then('the exchange received whole-size reduce-only market closes of {}', function (this: ExchangeWorld, listed: string) {
  const rows = new Map(this.fakes.tradingApi.positionRows.map((p) => [p.symbol, p.holding]));
  assert.deepEqual(
    sentOrders(this).map(withoutClientId),
    listed.split(', ').map((symbol) => {
      const holding = rows.get(symbol)!;
      return {
        symbol,
        side: holding.startsWith('-') ? 'BUY' : 'SELL',
        type: 'MARKET',
        quantity: holding.replace('-', ''),
        reduceOnly: true,
      };
    }),
  );
});

Then('reversing {word} is refused with {string}', async function (this: ExchangeWorld, symbol: string, message: string) {
  // the trade page has the symbol's fees (GET /v3/trade/tradingFee) by the time the position's menu opens
  await this.get(TradingAccountStore).feeRatesNow(symbol);
  const preview = actions(this).reversePreview(symbol);
  assert.equal(preview.ok ? 'accepted' : englishRefusal(preview.error.refusal), message);
});

Then(
  'the card shows {string}, {string}, {string}, {string} and {string}',
  function (this: ExchangeWorld, a: string, b: string, c: string, d: string, e: string) {
    const expected = [a, b, c, d, e];
    const texts = cardLayout(this).texts.map((t) => t.text);
    for (const text of expected) assert.ok(texts.includes(text), `${text} is not on the card: ${texts.join(' | ')}`);
  },
);

Then('the card shows {string}', function (this: ExchangeWorld, text: string) {
  assert.ok(cardLayout(this).texts.some((t) => t.text === text));
});

Then('the card carries the promotion {string} with a QR code of {string}', function (this: ExchangeWorld, title: string, link: string) {
  const layout = cardLayout(this);
  assert.equal(layout.texts.find((t) => t.id === 'promotionTitle')?.text, title);
  assert.equal(layout.qr?.value, link);
  assert.equal(layout.image?.url, '/promotion/pnl-share.svg');
  assert.deepEqual(this.fakes.pnlSharePromotion.languages, ['es']);
});

Then("the card's message is shown as {string}", function (this: ExchangeWorld, shown: string) {
  assert.equal(cardLayout(this).texts.find((t) => t.id === 'message')?.text, shown);
});

Then("the card's message is refused with {string}", function (this: ExchangeWorld, message: string) {
  assert.equal(scenario(this).card?.refusal, message);
});

Then("the card's message is absent", function (this: ExchangeWorld) {
  assert.equal(scenario(this).card?.refusal, undefined);
  assert.ok(!cardLayout(this).texts.some((t) => t.id === 'message'));
});

Then('no text drawn on the card shows the USDT balance {word}', function (this: ExchangeWorld, balance: string) {
  assert.equal(this.get(TradingAccountStore).balance('USDT')?.holding, balance);
  const drawn: string[] = [];
  const ctx = {
    fillRect: () => undefined,
    drawImage: () => undefined,
    fillText: (text: string) => drawn.push(text),
  } as unknown as CanvasRenderingContext2D;
  for (const headline of ['ROE', 'PNL'] as const) {
    scenario(this).card!.headline = headline;
    drawPnlCard(ctx, cardLayout(this), {
      background: '#000',
      text: '#fff',
      muted: '#888',
      gain: '#0f0',
      loss: '#f00',
      fontFamily: 'sans-serif',
    });
  }
  assert.ok(drawn.length >= 16);
  assert.ok(!drawn.some((text) => text.includes(balance)), drawn.join(' | '));
});
