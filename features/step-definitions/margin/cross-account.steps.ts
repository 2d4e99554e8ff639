import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { positionKey } from '../../../src/domain/trade/perps/leverage';
import { balanceOf } from '../../../tests/fakes/trade/fake-trading-api';
import type { ExchangeWorld } from '../../support/world';
import { account, flush, reloadAccount } from './perps-member';

Given('the perps member holds {int} USDT of which {int} is frozen', async function (this: ExchangeWorld, usdt: number, frozen: number) {
  this.fakes.tradingApi.balancesRows = [balanceOf('USDT', String(usdt), String(frozen))];
  await reloadAccount(this);
});

When('the mark price stream marks {word} at {int}', async function (this: ExchangeWorld, symbol: string, mark: number) {
  this.fakes.marketDepthFeed.pushPerpFigures(symbol, { markPrice: String(mark) });
  await flush(this);
});

Then(
  'the account panel shows a margin ratio of {string}, as the {word} row does',
  function (this: ExchangeWorld, ratio: string, symbol: string) {
    assert.equal(account(this).cross.marginRatio, ratio);
    assert.equal(account(this).liveFigures(positionKey(symbol))?.marginRatio, ratio);
  },
);

Then(
  'the account panel shows {string} USDT available and {string} USDT of equity',
  function (this: ExchangeWorld, available: string, equity: string) {
    assert.equal(account(this).freeCollateral, available);
    assert.equal(account(this).equity, equity);
  },
);
