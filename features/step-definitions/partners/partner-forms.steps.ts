import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import type { PartnerKind } from '../../../src/domain/partners/partner-application';
import type { ErrorCode } from '../../../src/domain/shared/error-code';
import { PartnerFormStore } from '../../../src/presentation/partners/partner-form.store';
import type { ExchangeWorld } from '../../support/world';
import { partnersWorld } from './partners.world';

const kindOf = (words: string): PartnerKind => (words === 'broker' ? 'broker' : 'marketMaker');
const form = (world: ExchangeWorld) => partnersWorld(world).form ?? assert.fail('no form opened');

const VALID: Record<PartnerKind, Record<string, string | string[] | boolean>> = {
  broker: {
    companyName: 'Andes Forex',
    contactName: 'Anna Ruiz',
    email: 'anna@andes.com',
    country: 'Peru',
    clientCount: '1k_10k',
    consent: true,
  },
  marketMaker: {
    companyName: 'Kestrel Liquidity',
    contactName: 'Tom Berg',
    email: 'desk@kestrel.io',
    country: 'Singapore',
    markets: ['spot', 'futures'],
    monthlyVolumeUsd: '25000000',
    consent: true,
  },
};

Given(/^the visitor opens the (broker|market maker) form$/, function (this: ExchangeWorld, kind: string) {
  const opened = (partnersWorld(this).form = this.get(PartnerFormStore));
  opened.start(kindOf(kind));
});

Given('the exchange will fail the next application with {string}', function (this: ExchangeWorld, code: string) {
  this.fakes.partnerApi.failNext = code as ErrorCode;
});

When(/^they fill in the (broker|market maker) form with valid answers$/, function (this: ExchangeWorld, kind: string) {
  for (const [field, value] of Object.entries(VALID[kindOf(kind)])) form(this).setField(field, value);
});

When('they fill in:', function (this: ExchangeWorld, table: DataTable) {
  for (const row of table.hashes()) form(this).setField(row.field, row.value);
});

When('they choose no markets', function (this: ExchangeWorld) {
  form(this).setField('markets', []);
});

When('they submit the form', async function (this: ExchangeWorld) {
  await form(this).submit();
});

When('they reload the page', function (this: ExchangeWorld) {
  const kind = form(this).kind;
  const reloaded = (partnersWorld(this).form = this.get(PartnerFormStore));
  reloaded.start(kind);
});

Then('the field {string} says {string}', function (this: ExchangeWorld, field: string, message: string) {
  const code = form(this).errors[field];
  assert.ok(code, `no error on ${field}: ${JSON.stringify(form(this).errors)}`);
  assert.equal(this.get(TranslatorPort).t(`site:partners.errors.${code}`), message);
});

Then('the field {string} has no error', function (this: ExchangeWorld, field: string) {
  assert.equal(form(this).errors[field], undefined);
});

Then('the field {string} still holds {string}', function (this: ExchangeWorld, field: string, value: string) {
  assert.equal(form(this).value(field), value);
});

Then('no application was sent', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.partnerApi.received, []);
});

Then(
  /^the exchange received an? (broker|market maker) application from "([^"]*)" with telegram "([^"]*)"$/,
  function (this: ExchangeWorld, kind: string, email: string, telegram: string) {
    const last = this.fakes.partnerApi.received.at(-1);
    assert.equal(last?.kind, kindOf(kind));
    assert.equal(last?.email, email);
    assert.equal(last?.telegram, telegram);
  },
);

Then('the form shows it was sent', function (this: ExchangeWorld) {
  assert.equal(form(this).status, 'sent');
});

Then('the form is still open for editing', function (this: ExchangeWorld) {
  assert.equal(form(this).status, 'editing');
});

Then(/^no draft is kept for the (broker|market maker) form$/, function (this: ExchangeWorld, kind: string) {
  assert.equal(this.fakes.partnerDraft.load(kindOf(kind)), undefined);
});
