import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import Decimal from 'decimal.js';
import { capitalOver, type SignUp } from '../../../simulator/competitions/competitions';
import type { LedgerRecord } from '../../../simulator/trading/records';
import { participantFigures, type CampaignFill, type CampaignRules } from '../../../src/domain/campaigns/competition';
import { proRataInterest } from '../../../src/domain/earn/interest';
import { worldPart, type ExchangeWorld } from '../../support/world';

const DAY = 86_400_000;
const START = Date.UTC(2027, 0, 1);

/** The campaign's ledger of one member and the rules' figures, and a flexible savings position. */
const part = worldPart(() => ({
  end: START,
  signUp: undefined as SignUp | undefined,
  ledger: [] as LedgerRecord[],
  at: START - 60_000,
  pnl: '0',
  savings: { principal: '0', apr: '0' },
}));
const row = (w: ExchangeWorld, type: LedgerRecord['type'], amount: string, at?: number): void => {
  const s = part(w);
  // a row at a given moment (before or after the campaign) leaves the campaign's own clock where it was
  if (at === undefined) s.at += 60_000;
  s.ledger.push({ userId: 7, token: 'USDT', type, amount, createdTime: at ?? s.at });
};

Given('an ROI campaign running for {int} days', function (this: ExchangeWorld, days: number) {
  part(this).end = START + days * DAY;
});

Given('the member moved {int} USDT to a sub-account just before the campaign', function (this: ExchangeWorld, amount: number) {
  row(this, 'SUB_ACCOUNT_TRANSFER', `-${amount}`, START - 60_000);
});

Given('the member joins the campaign with {int} USDT in the account', function (this: ExchangeWorld, amount: number) {
  const s = part(this);
  s.at = START + 60_000;
  s.signUp = { campaignId: 'ROI_CUP', userId: 7, signedUpAt: s.at, capital: String(amount) };
});

When('the member moves the {int} USDT back from the sub-account', function (this: ExchangeWorld, amount: number) {
  row(this, 'SUB_ACCOUNT_TRANSFER', String(amount));
});

When('the member moves {int} USDT out to the sub-account', function (this: ExchangeWorld, amount: number) {
  row(this, 'SUB_ACCOUNT_TRANSFER', `-${amount}`);
});

When('the member deposits {int} USDT during the campaign', function (this: ExchangeWorld, amount: number) {
  row(this, 'DEPOSIT', String(amount));
});

When('the member deposits {int} USDT after the campaign has ended', function (this: ExchangeWorld, amount: number) {
  row(this, 'DEPOSIT', String(amount), part(this).end + 60_000);
});

When('the member realises a profit of {int} USDT', function (this: ExchangeWorld, amount: number) {
  part(this).pnl = String(amount);
  row(this, 'REALIZED_PNL', String(amount));
});

Then("the member's campaign capital is {int} USDT", function (this: ExchangeWorld, capital: number) {
  const s = part(this);
  assert.equal(capitalOver(s.signUp!, s.end, s.ledger), String(capital));
});

Then("the member's campaign ROI is {float} %", function (this: ExchangeWorld, percent: number) {
  const s = part(this);
  const rules: CampaignRules = {
    metric: 'ROI',
    scope: { spot: true, futures: true },
    minVolume: '0',
    startTime: START,
    endTime: s.end,
    tiers: [],
  };
  const fill: CampaignFill = {
    symbol: 'PERP_BTC_USDT',
    price: '50000',
    quantity: '0.1',
    fee: '0',
    feeAsset: 'USDT',
    realizedPnl: s.pnl,
    time: s.at,
  };
  const roi = participantFigures(rules, s.signUp!.signedUpAt, [fill], capitalOver(s.signUp!, s.end, s.ledger)).roi;
  assert.equal(roi?.times(100).toDecimalPlaces(4).toFixed(), new Decimal(percent).toFixed());
});

Given(
  '{int} USDT in flexible savings at {float} % a year, which is {int} USDT a day',
  function (this: ExchangeWorld, principal: number, apr: number, perDay: number) {
    const savings = { principal: String(principal), apr: new Decimal(apr).div(100).toFixed() };
    part(this).savings = savings;
    assert.equal(proRataInterest(savings.principal, savings.apr, DAY, DAY), String(perDay));
  },
);

const HELD: Record<string, number> = { '36 seconds': 36_000, '6 hours': 6 * 3_600_000, '24 hours': DAY };

When('the day ends {word} {word} after the subscription', function (this: ExchangeWorld, count: string, unit: string) {
  const held = HELD[`${count} ${unit}`];
  assert.ok(held !== undefined, `unknown time held: ${count} ${unit}`);
  part(this).at = held;
});

Then('the position earns {word} USDT for that day', function (this: ExchangeWorld, interest: string) {
  const s = part(this);
  assert.equal(proRataInterest(s.savings.principal, s.savings.apr, s.at, DAY), interest);
});
