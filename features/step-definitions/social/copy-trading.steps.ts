import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { LeadSort } from '../../../src/domain/copy-trading/copy-views';
import { CopyMarketStore } from '../../../src/presentation/copy-trading/copy-market.store';
import { CopyTradingStore } from '../../../src/presentation/copy-trading/copy-trading.store';
import { amountMessage } from '../../../src/presentation/shared/amount-message';
import { refusalText } from '../../../src/presentation/shared/refusal-text';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const market = (w: ExchangeWorld) => w.get(CopyMarketStore);
const copies = (w: ExchangeWorld) => w.get(CopyTradingStore);
const uuidOf = (name: string) => `lead-${name.toLowerCase()}`;
const names = (text: string) => text.split(/,\s*|\s+and\s+/).filter(Boolean);
const shown = (w: ExchangeWorld) => {
  const b = market(w).board;
  return b.status === 'success' ? b.value.rows.map((r) => r.coolName) : [];
};

Given('the lead traders', function (this: ExchangeWorld, table: DataTable) {
  for (const r of table.hashes()) {
    this.fakes.copyApi.addLead({
      uuid: uuidOf(r.coolName!),
      coolName: r.coolName!,
      roi: r.roi!,
      pnl: r.pnl!,
      copiers: Number(r.copiers),
      maxCopiers: Number(r.maxCopiers),
      minCopyAmount: r.minCopyAmount!,
      profitShare: r.profitShare!,
    });
  }
});

Given('the member has {int} USDT available', function (this: ExchangeWorld, available: number) {
  this.fakes.copyApi.available = String(available);
});

When('the member opens the marketplace sorted by {string}', async function (this: ExchangeWorld, sortBy: string) {
  await market(this).choose({ sortBy: sortBy as LeadSort });
});

When('the member sorts by {string}', async function (this: ExchangeWorld, sortBy: string) {
  await market(this).choose({ sortBy: sortBy as LeadSort });
});

When('the member hides the full lead traders', async function (this: ExchangeWorld) {
  await market(this).choose({ hideFull: true });
});

Then(/^the lead traders shown are (.+)$/, function (this: ExchangeWorld, list: string) {
  assert.deepEqual(shown(this), names(list));
});

/** Opens the dialog for `name`, types the fields, submits. */
async function copy(w: ExchangeWorld, name: string, patch: Parameters<CopyTradingStore['edit']>[0]): Promise<boolean> {
  await copies(w).openDialog(uuidOf(name), name);
  copies(w).edit(patch);
  return copies(w).submit();
}

When('the member copies {string} with a fixed amount of {string} USDT', async function (this: ExchangeWorld, name: string, amount: string) {
  await copy(this, name, { amount });
});

When(
  'the member copies {string} with a fixed amount of {string} USDT and a max slippage of {string} %',
  async function (this: ExchangeWorld, name: string, amount: string, maxSlippage: string) {
    await copy(this, name, { amount, maxSlippage });
  },
);

When(
  'the member copies {string} with a fixed amount of {string} USDT, a max slippage of {string} % and a portfolio stop loss of {string} %',
  async function (this: ExchangeWorld, name: string, amount: string, maxSlippage: string, portfolioStopLoss: string) {
    assert.equal(await copy(this, name, { amount, maxSlippage, portfolioStopLoss }), true);
  },
);

When(
  'the member edits the copy of {string} to a fixed amount of {string} USDT',
  async function (this: ExchangeWorld, name: string, amount: string) {
    await copies(this).load();
    const running = copies(this).running.find((c) => c.leadCoolName === name) ?? assert.fail('no running copy');
    await copies(this).openDialog(running.leadUuid, name, running);
    copies(this).edit({ amount });
    assert.equal(await copies(this).submit(), true);
  },
);

Then("the member's copy of Alpha runs with a fixed amount of {int} USDT", function (this: ExchangeWorld, amount: number) {
  assert.deepEqual(
    this.fakes.copyApi.copiesList.map((c) => [c.copyId, c.status, c.settings.amount]),
    [[1, 'RUNNING', String(amount)]],
  );
  assert.deepEqual(
    copies(this).running.map((c) => c.settings.amount),
    [String(amount)],
  );
});

When('the member copies {string} with a fixed ratio of {string}', async function (this: ExchangeWorld, name: string, ratio: string) {
  await copy(this, name, { mode: 'FIXED_RATIO', ratio, amount: '100' });
});

const i18n = createTestI18n();
const UNITS: Record<string, string> = { amount: 'USDT', ratio: '×', maxSlippage: '%' };
let lastField = 'amount';

/** The dialog's message under a field (found by its English label), as the view writes it in a language. */
function copyProblemText(w: ExchangeWorld, field: string, language: string): string | undefined {
  const t = i18n.getFixedT(language, 'copy');
  const problem = copies(w).dialog?.errors[field as 'amount'];
  return problem && amountMessage(t, language, problem, t(`field.${field}`), UNITS[field] ?? '');
}

Then('under {string} the copy dialog says {string}', function (this: ExchangeWorld, label: string, text: string) {
  const en = i18n.getFixedT('en', 'copy');
  lastField =
    ['amount', 'ratio', 'maxSlippage', 'leverage'].find((f) => en(`field.${f}`) === label) ?? assert.fail(`no field labelled ${label}`);
  assert.equal(copyProblemText(this, lastField, 'en'), text);
});

Then('in Russian under {string} it says {string}', function (this: ExchangeWorld, _label: string, text: string) {
  assert.equal(copyProblemText(this, lastField, 'ru'), text);
});

Then('no copy was sent', function (this: ExchangeWorld) {
  assert.equal(this.fakes.copyApi.calls.filter((c) => c.startsWith('start')).length, 0);
});

Then("the member's running copies are of Alpha", function (this: ExchangeWorld) {
  assert.equal(copies(this).dialog, null);
  assert.deepEqual(
    copies(this).running.map((c) => c.leadCoolName),
    ['Alpha'],
  );
});

Then(
  'the copy was sent with a max slippage of {float} and a portfolio stop loss of {float}',
  function (this: ExchangeWorld, slippage: number, stop: number) {
    const s = this.fakes.copyApi.copiesList[0]!.settings;
    assert.equal(s.maxSlippage, String(slippage));
    assert.equal(s.portfolioStopLoss, String(stop));
    assert.equal(s.mode, 'FIXED_AMOUNT');
    assert.equal(s.amount, '100');
  },
);

Given(
  'the member copies {string} whose history has a skipped fill for {string} with the note {string}',
  async function (this: ExchangeWorld, name: string, reason: string, note: string) {
    assert.equal(await copy(this, name, { amount: '100' }), true);
    this.fakes.copyApi.histories.set(1, [
      {
        id: '1-1',
        symbol: 'PERP_BTC_USDT',
        side: 'BUY',
        kind: 'OPEN',
        status: 'SKIPPED',
        skipReason: reason as 'SLIPPAGE',
        note,
        leadPrice: '100',
        leadQuantity: '1',
        quantity: '0.01',
        executedPrice: null,
        executedQuantity: null,
        copyFee: null,
        createdTime: 1_700_000_000_000,
      },
    ]);
  },
);

Given(
  'the member copies {string} whose history has a filled open of {float} PERP_BTC_USDT at {int} with a copy fee of {string} USDT',
  async function (this: ExchangeWorld, name: string, quantity: number, price: number, fee: string) {
    assert.equal(await copy(this, name, { amount: '100' }), true);
    this.fakes.copyApi.histories.set(1, [
      {
        id: '1-1',
        symbol: 'PERP_BTC_USDT',
        side: 'BUY',
        kind: 'OPEN',
        status: 'FILLED',
        skipReason: null,
        note: '',
        leadPrice: String(price),
        leadQuantity: '0.5',
        quantity: String(quantity),
        executedPrice: String(price),
        executedQuantity: String(quantity),
        copyFee: fee,
        createdTime: 1_700_000_000_000,
      },
    ]);
    // the exchange's figures for it: 1000 USDT filled, a 4 bp trading fee (0.4) and the copy fee, nothing closed yet
    const c = this.fakes.copyApi.copiesList[0]!;
    this.fakes.copyApi.copiesList[0] = { ...c, fees: '0.4', copyFees: fee, realizedPnl: '-0.6', pnl: '-0.6' };
    await copies(this).load();
  },
);

Then(
  'the history shows a filled {string} of {float} that paid a copy fee of {string} USDT',
  function (this: ExchangeWorld, kind: string, quantity: number, fee: string) {
    const h = copies(this).history;
    assert.equal(h.status, 'success');
    if (h.status !== 'success') return;
    assert.deepEqual(
      h.value.rows.map((r) => [r.kind, r.status, r.executedQuantity, r.copyFee]),
      [[kind, 'FILLED', String(quantity), fee]],
    );
  },
);

Then(
  "the copy's net realised PnL is {string} USDT after {string} USDT of trading fees and {string} USDT of copy fees",
  function (this: ExchangeWorld, net: string, fees: string, copyFees: string) {
    const [c] = copies(this).running;
    assert.deepEqual([c?.realizedPnl, c?.fees, c?.copyFees], [net, fees, copyFees]);
  },
);

When("the member opens the copy's history", async function (this: ExchangeWorld) {
  await copies(this).showHistory(1);
});

Then(
  'the history shows a skipped {string} for {string} noted {string}',
  function (this: ExchangeWorld, kind: string, reason: string, note: string) {
    const h = copies(this).history;
    assert.equal(h.status, 'success');
    if (h.status !== 'success') return;
    assert.deepEqual(
      h.value.rows.map((r) => [r.kind, r.status, r.skipReason, r.note]),
      [[kind, 'SKIPPED', reason, note]],
    );
  },
);

Given('the member copies {string} holding {float} PERP_BTC_USDT', async function (this: ExchangeWorld, name: string, quantity: number) {
  assert.equal(await copy(this, name, { amount: '100' }), true);
  const c = this.fakes.copyApi.copiesList[0]!;
  this.fakes.copyApi.copiesList[0] = {
    ...c,
    positions: [{ symbol: 'PERP_BTC_USDT', quantity: String(quantity), entryPrice: '40000', markPrice: '40100', unrealizedPnl: '1' }],
  };
  await copies(this).load();
});

When(/^the member stops the copy (closing|keeping) its positions$/, async function (this: ExchangeWorld, how: string) {
  await copies(this).showHistory(1);
  assert.equal(await copies(this).stop(1, how === 'closing'), null);
});

Given('the copy was stopped on another device', async function (this: ExchangeWorld) {
  assert.equal((await this.fakes.copyApi.stop(1, true)).ok, true);
  assert.deepEqual(
    copies(this).running.map((c) => c.copyId),
    [1],
  );
});

let stopFailure: string | null = null;

When('the member stops the copy from the stale list', async function (this: ExchangeWorld) {
  stopFailure = await copies(this).stop(1, true);
});

Then('the stop dialog says {string} and in Russian {string}', function (this: ExchangeWorld, en: string, ru: string) {
  const said = (language: string) => {
    const t = i18n.getFixedT(language, 'copy');
    return stopFailure === null ? undefined : refusalText(t, language, stopFailure, t('col.amount'), 'USDT');
  };
  assert.equal(said('en'), en);
  assert.equal(said('ru'), ru);
});

Then(/^the copy is stopped with its positions (closed|kept)$/, function (this: ExchangeWorld, how: string) {
  assert.deepEqual(copies(this).running, []);
  assert.deepEqual(
    copies(this).stopped.map((c) => [c.status, c.closedOnStop, c.positions.length]),
    [['STOPPED', how === 'closed', 0]],
  );
  assert.ok(this.fakes.copyApi.calls.includes(`stop 1 ${how === 'closed'}`));
});

Then("the copy's history shows a {string} order selling {float}", function (this: ExchangeWorld, kind: string, quantity: number) {
  const h = copies(this).history;
  assert.equal(h.status, 'success');
  if (h.status !== 'success') return;
  assert.deepEqual(
    h.value.rows.map((r) => [r.kind, r.side, r.quantity, r.status]),
    [[kind, 'SELL', String(quantity), 'FILLED']],
  );
});

When('the member applies to lead with a profit share of {string} %', async function (this: ExchangeWorld, share: string) {
  await copies(this).apply(share, '10', 100);
});

Then('the application says the profit share must be 0–30 %', function (this: ExchangeWorld) {
  assert.equal(copies(this).applyFailure, 'profitShare');
  assert.equal(this.fakes.copyApi.calls.filter((c) => c.startsWith('apply')).length, 0);
});

Then('the member is a lead trader with a profit share of {float}', function (this: ExchangeWorld, share: number) {
  const mine = copies(this).myLead;
  assert.equal(mine.status, 'success');
  if (mine.status === 'success') assert.equal(mine.value.lead?.profitShare, String(share));
  assert.equal(copies(this).applyFailure, null);
});

Then('the member is told {string} about {word}', function (this: ExchangeWorld, kind: string, name: string) {
  const change = copies(this).lastChange;
  assert.deepEqual(change && { kind: change.kind, leadName: change.leadName }, { kind, leadName: name });
});

Then(
  /^the marketplace shows (\w+) with (\d+) copiers and (\d+) USDT copied, (copied|not copied) by the member$/,
  function (this: ExchangeWorld, name: string, count: string | number, aum: string | number, copied: string) {
    // the board was re-read after the call (not patched locally): the fake's lead row moved with the copy
    const b = market(this).board;
    const row = b.status === 'success' ? b.value.rows.find((r) => r.coolName === name) : undefined;
    assert.deepEqual(row && { copiers: row.copiers, aum: row.aum }, { copiers: Number(count), aum: String(aum) });
    assert.equal(copies(this).copyOf(uuidOf(name)) !== undefined, copied === 'copied');
  },
);
