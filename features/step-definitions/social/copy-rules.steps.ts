import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CopySettings } from '../../../src/domain/copy-trading/copy-settings';
import {
  closingQuantity,
  entrySlippage,
  openingQuantity,
  slippageExceeded,
  type Sized,
} from '../../../src/domain/copy-trading/copy-sizing';
import { copyFee, portfolioStopReached, positionExit, settleProfitShare } from '../../../src/domain/copy-trading/copy-profit';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The copy rule a scenario works on (pure domain: no container needed). */
const rules = worldPart(() => ({
  price: '0',
  step: '0',
  minNotional: '0',
  leverage: 1,
  openNotional: '0',
  maxSlippage: '0',
  rate: '0',
  settings: { mode: 'FIXED_AMOUNT', amount: '0', leverageMode: 'FIXED', symbols: [], maxSlippage: '0.03' } as CopySettings,
  copied: '0',
  leadHolding: '0',
  sized: undefined as Sized | undefined,
}));

Given(
  'a perpetual at {int} USDT with a step of {float} and a minimum notional of {int} USDT',
  function (this: ExchangeWorld, price: number, step: number, minNotional: number) {
    Object.assign(rules(this), { price: String(price), step: String(step), minNotional: String(minNotional) });
  },
);

Given('a copy with a fixed amount of {int} USDT at leverage {int}', function (this: ExchangeWorld, amount: number, leverage: number) {
  const r = rules(this);
  r.settings = { ...r.settings, mode: 'FIXED_AMOUNT', amount: String(amount), leverage };
  r.leverage = leverage;
});

Given(
  'a copy with a fixed ratio of {float} and an amount of {int} USDT at leverage {int}',
  function (this: ExchangeWorld, ratio: number, amount: number, leverage: number) {
    const r = rules(this);
    r.settings = { ...r.settings, mode: 'FIXED_RATIO', ratio: String(ratio), amount: String(amount), leverage };
    r.leverage = leverage;
  },
);

Given('a max amount per order of {int} USDT', function (this: ExchangeWorld, cap: number) {
  rules(this).settings = { ...rules(this).settings, maxOrderAmount: String(cap) };
});

Given('the copy already holds {int} USDT of positions', function (this: ExchangeWorld, notional: number) {
  rules(this).openNotional = String(notional);
});

When('a lead trader with {int} USDT equity buys {float}', function (this: ExchangeWorld, equity: number, quantity: number) {
  const r = rules(this);
  r.sized = openingQuantity({
    settings: r.settings,
    fillQuantity: String(quantity),
    fillPrice: r.price,
    leadEquity: String(equity),
    leverage: r.leverage,
    openNotional: r.openNotional,
    step: r.step,
    minQuantity: r.step,
    minNotional: r.minNotional,
  });
});

Then('the copier buys {float}', function (this: ExchangeWorld, quantity: number) {
  assert.deepEqual(rules(this).sized, { quantity: String(quantity) });
});

Then('the copier buys {float}, cut by the max amount per order', function (this: ExchangeWorld, quantity: number) {
  assert.deepEqual(rules(this).sized, { quantity: String(quantity), capped: 'MAX_ORDER_AMOUNT' });
});

Then("the copier buys {float}, cut by the copy's room", function (this: ExchangeWorld, quantity: number) {
  assert.deepEqual(rules(this).sized, { quantity: String(quantity), capped: 'ROOM' });
});

Then('the copy skips the fill because of {string}', function (this: ExchangeWorld, reason: string) {
  assert.deepEqual(rules(this).sized, { skip: reason });
});

Given('the copy holds {float} and the lead trader holds {float}', function (this: ExchangeWorld, copied: number, lead: number) {
  Object.assign(rules(this), { copied: String(copied), leadHolding: String(lead) });
});

When('the lead trader sells {float}', function (this: ExchangeWorld, quantity: number) {
  const r = rules(this);
  r.sized = closingQuantity(r.copied, String(quantity), r.leadHolding, r.step);
});

Then('the copier sells {float}', function (this: ExchangeWorld, quantity: number) {
  assert.deepEqual(rules(this).sized, { quantity: String(quantity) });
});

Given('a max entry slippage of {float}', function (this: ExchangeWorld, max: number) {
  rules(this).maxSlippage = String(max);
});

When(
  /^the lead trader (buys|sells) at ([\d.]+) and the copier's book walk gives ([\d.]+)$/,
  function (this: ExchangeWorld, side: string, lead: string, walk: string) {
    Object.assign(rules(this), { side: side === 'buys' ? 'BUY' : 'SELL', lead, walk });
  },
);

Then(
  /^the entry slippage is ([\d.]+) and the copy is (skipped|placed)$/,
  function (this: ExchangeWorld, slippage: string, verdict: string) {
    const r = rules(this) as ReturnType<typeof rules> & { side: 'BUY' | 'SELL'; lead: string; walk: string };
    assert.equal(entrySlippage(r.side, r.lead, r.walk), slippage);
    assert.equal(slippageExceeded(r.side, r.lead, r.walk, r.maxSlippage), verdict === 'skipped');
  },
);

Given("a lead trader's profit share of {float}", function (this: ExchangeWorld, rate: number) {
  rules(this).rate = String(rate);
});

When(
  /^a copy with a high water mark of ([\d.-]+) USDT has a net realised profit of ([\d.-]+) USDT at settlement$/,
  function (this: ExchangeWorld, mark: string, net: string) {
    Object.assign(rules(this), { settled: settleProfitShare(net, mark, rules(this).rate) });
  },
);

Then(
  /^the lead trader gets ([\d.]+) USDT and the high water mark becomes ([\d.-]+) USDT$/,
  function (this: ExchangeWorld, share: string, after: string) {
    assert.deepEqual((rules(this) as unknown as { settled: unknown }).settled, { share, highWaterMark: after });
  },
);

Then(
  /^a (long|short) of ([\d.]+) from (\d+) marked at (\d+) with a (TP|SL) of ([\d.]+) is closed by "(\w+)"$/,
  function (this: ExchangeWorld, dir: string, qty: string, entry: string, mark: string, kind: string, level: string, exit: string) {
    const signed = dir === 'long' ? qty : `-${qty}`;
    assert.equal(kind === 'TP' ? positionExit(signed, entry, mark, level) : positionExit(signed, entry, mark, undefined, level), exit);
  },
);

Then(
  /^a copy of (\d+) USDT with a portfolio stop loss of ([\d.]+) stops at a PnL of ([\d.-]+) but not at ([\d.-]+)$/,
  function (this: ExchangeWorld, amount: string, stop: string, at: string, notAt: string) {
    assert.equal(portfolioStopReached(at, amount, stop), true);
    assert.equal(portfolioStopReached(notAt, amount, stop), false);
  },
);

Then(
  /^a filled copied order of ([\d.]+) at ([\d.]+) pays a copy fee of ([\d.]+) USDT$/,
  function (this: ExchangeWorld, quantity: string, price: string, fee: string) {
    assert.equal(copyFee(new Decimal(quantity).times(price).toFixed()), fee);
  },
);
