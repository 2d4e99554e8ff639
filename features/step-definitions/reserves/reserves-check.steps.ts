import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ReservesCheckStore } from '../../../src/presentation/reserves/reserves-check.store';
import { tinyTree } from '../../../tests/fakes/reserves/reserves-merkle-vectors';
import type { ExchangeWorld } from '../../support/world';
import { amounts, checkResult, forgedHash, hashOf, runCheck, sampleVector, scenario, treeOf } from './reserves.world';

const USER_CHECK = '/asset/porl/v2/user_check';

// The users' hashes in a tree carry the audit's time: the tree is built for the time the scenario names.
Given('audit {string} taken at {int} publishes the sample tree', function (this: ExchangeWorld, auditId: string, time: number) {
  const tree = tinyTree({ takenAt: time });
  scenario(this).tree = tree;
  this.fakes.reservesTree.publish(auditId, tree.bytes);
});

Given(
  'audit {string} publishes the sample tree with node 3 holding {string} instead of {string}',
  function (this: ExchangeWorld, auditId: string, tampered: string, original: string) {
    const node3: [number, string][] = [
      [0, '1.50'],
      [1, '120.5'],
    ];
    const [{ token, amount }] = amounts(original);
    assert.equal(node3.find(([i]) => ['BTC', 'USDT', 'ETH'][i] === token)?.[1], amount, `node 3 of the sample tree holds ${original}`);
    this.fakes.reservesTree.publish(auditId, tinyTree({ p0Balance: sampleVector(tampered, node3) }).bytes);
  },
);

Given(
  'audit {string} publishes the sample tree with node 3 pointing to a forged right child',
  function (this: ExchangeWorld, auditId: string) {
    this.fakes.reservesTree.publish(auditId, tinyTree({ p0Right: forgedHash() }).bytes);
  },
);

Given('the server confirms Alice in audit {string}', function (this: ExchangeWorld, auditId: string) {
  this.http.succeedFor(
    'GET',
    USER_CHECK,
    { auditId },
    {
      included: true,
      leafCount: 2,
      balances: [
        { token: 'BTC', amount: '1.75' },
        { token: 'USDT', amount: 100 },
      ],
    },
  );
});

Given('the server confirms Alice in audit {string} with {string}', function (this: ExchangeWorld, auditId: string, balances: string) {
  this.http.succeedFor('GET', USER_CHECK, { auditId }, { included: true, leafCount: 2, balances: amounts(balances) });
});

Given('the server says the hash is not in audit {string}', function (this: ExchangeWorld, auditId: string) {
  this.http.succeedFor('GET', USER_CHECK, { auditId }, { included: false, leafCount: 0, balances: [] });
});

When('Alice checks her hash against audit {string}', async function (this: ExchangeWorld, auditId: string) {
  await runCheck(this, auditId, hashOf('Alice', treeOf(this)));
});

When('a stranger checks their hash against audit {string}', async function (this: ExchangeWorld, auditId: string) {
  await runCheck(this, auditId, hashOf('stranger'));
});

When('someone checks {string} against audit {string}', async function (this: ExchangeWorld, text: string, auditId: string) {
  await runCheck(this, auditId, text);
});

Then('the check says {string}', function (this: ExchangeWorld, kind: string) {
  assert.equal(checkResult(this).report.outcome.kind, kind);
});

Then('the check says {string} because of {string}', function (this: ExchangeWorld, kind: string, reason: string) {
  const outcome = checkResult(this).report.outcome;
  assert.equal(outcome.kind, kind);
  assert.equal(outcome.kind === 'malformed' && outcome.reason, reason);
});

Then('her verified balances are {string} over {int} leaves', function (this: ExchangeWorld, balances: string, leaves: number) {
  const outcome = checkResult(this).report.outcome;
  assert.ok(outcome.kind === 'verified');
  assert.deepEqual(outcome.balances, amounts(balances));
  assert.equal(outcome.leaves.length, leaves);
});

Then('the proof lists {int} path hashes ending at the root', function (this: ExchangeWorld, count: number) {
  const outcome = checkResult(this).report.outcome;
  assert.ok(outcome.kind === 'verified');
  assert.equal(outcome.pathHashes.length, count);
  assert.equal(outcome.pathHashes.at(-1), outcome.root);
  assert.equal(outcome.root, Buffer.from(treeOf(this).root).toString('hex'));
});

Then('the root totals are {string}', function (this: ExchangeWorld, totals: string) {
  const outcome = checkResult(this).report.outcome;
  assert.ok(outcome.kind === 'verified');
  assert.deepEqual(outcome.rootTotals, amounts(totals));
});

Then("the server's answer agrees with the browser's proof", function (this: ExchangeWorld) {
  assert.deepEqual(checkResult(this).agreement, { status: 'agree' });
});

Then("the server's answer disagrees with the browser's proof because of {string}", function (this: ExchangeWorld, reason: string) {
  assert.deepEqual(checkResult(this).agreement, { status: 'disagree', reason });
});

Then(
  'the failing node is node {int} for {string}, expected {string} but found {string}',
  function (this: ExchangeWorld, node: number, token: string, expected: string, actual: string) {
    const outcome = checkResult(this).report.outcome;
    assert.ok(outcome.kind === 'balance-mismatch');
    assert.deepEqual(
      { node: outcome.node.index, token: outcome.token, expected: outcome.expected, actual: outcome.actual },
      { node, token, expected, actual },
    );
  },
);

Then('the failing node is node {int}', function (this: ExchangeWorld, node: number) {
  const outcome = checkResult(this).report.outcome;
  assert.ok(outcome.kind === 'hash-mismatch');
  assert.equal(outcome.node.index, node);
  assert.equal(outcome.node.hash, Buffer.from(treeOf(this).p0).toString('hex'));
});

Then('the check reported its progress', function (this: ExchangeWorld) {
  const phases = this.fakes.reservesTree.progress.map((p) => p.phase);
  assert.ok(phases.includes('download') && phases.includes('verify'));
  assert.equal(this.get(ReservesCheckStore).progress, undefined);
});

Then('no tree was downloaded', function (this: ExchangeWorld) {
  assert.equal(this.fakes.reservesTree.downloads, 0);
});

Then('the check fails with {string}', function (this: ExchangeWorld, code: string) {
  assert.deepEqual(this.get(ReservesCheckStore).result, { status: 'error', error: code });
});
