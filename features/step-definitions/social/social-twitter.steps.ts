import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { twitterCallbackOf } from '../../../src/domain/social/twitter';
import { TwitterStore } from '../../../src/presentation/social/twitter.store';
import { worldPart, type ExchangeWorld } from '../../support/world';

const twitter = (w: ExchangeWorld) => w.get(TwitterStore);
/** The Twitter dance's state: the callback parameters; the shifted clock of "… seconds pass". */
const dance = worldPart(() => ({ oauthToken: '', oauthVerifier: '', realNow: undefined as undefined | (() => number), offsetMs: 0 }));

const lastToken = (w: ExchangeWorld): string => {
  const url = w.fakes.externalPage.opened.at(-1);
  assert.ok(url, 'no page was opened');
  return new URL(url, 'http://app.local').searchParams.get('oauth_token')!;
};

async function comeBack(w: ExchangeWorld, query: string): Promise<void> {
  const callback = twitterCallbackOf(new URLSearchParams(query));
  assert.ok(callback, `no callback in ${query}`);
  await twitter(w).complete(callback);
}

/** Moves `Date.now` (the query cache's clock) forward; restored after the scenario. */
function pass(w: ExchangeWorld, ms: number): void {
  const d = dance(w);
  if (!d.realNow) {
    const real = Date.now;
    d.realNow = real;
    Date.now = () => real() + d.offsetMs;
  }
  d.offsetMs += ms;
}

After(function (this: ExchangeWorld) {
  const d = dance(this);
  if (d.realNow) Date.now = d.realNow;
});

Given('the Twitter card is shown', async function (this: ExchangeWorld) {
  await twitter(this).load();
});

Given('the exchange answers authorization addresses at {string}', function (this: ExchangeWorld, base: string) {
  this.fakes.twitterApi.authorizeBase = base;
});

Given('the member has linked Twitter as {string}', async function (this: ExchangeWorld, handle: string) {
  await twitter(this).start();
  const oauthToken = lastToken(this);
  const oauthVerifier = this.fakes.twitterApi.approve(oauthToken, handle);
  await comeBack(this, `oauth_token=${oauthToken}&oauth_verifier=${oauthVerifier}`);
  assert.equal(twitter(this).notice?.kind, 'linked');
});

Given('the cool name {string} is taken', function (this: ExchangeWorld, name: string) {
  this.fakes.twitterApi.takenNames.add(name.toLowerCase());
});

When('the member links Twitter', async function (this: ExchangeWorld) {
  await twitter(this).start();
});

When('Twitter authorizes the app as {string}', function (this: ExchangeWorld, handle: string) {
  const d = dance(this);
  d.oauthToken = lastToken(this);
  d.oauthVerifier = this.fakes.twitterApi.approve(d.oauthToken, handle);
});

When('the member comes back from Twitter', async function (this: ExchangeWorld) {
  const d = dance(this);
  await comeBack(this, `oauth_token=${d.oauthToken}&oauth_verifier=${d.oauthVerifier}`);
});

When('the member comes back from Twitter with the verifier {string}', async function (this: ExchangeWorld, verifier: string) {
  await comeBack(this, `oauth_token=${dance(this).oauthToken}&oauth_verifier=${verifier}`);
});

When('the member cancels on Twitter and comes back', async function (this: ExchangeWorld) {
  await comeBack(this, `denied=${lastToken(this)}`);
});

When('the member removes the Twitter profile image', async function (this: ExchangeWorld) {
  await twitter(this).removeImage();
});

When('the member unlinks Twitter', async function (this: ExchangeWorld) {
  await twitter(this).unlink();
});

When('the member takes the Twitter handle as cool name', async function (this: ExchangeWorld) {
  await twitter(this).useHandleAsCoolName();
});

When('{int} seconds of wall-clock time pass', function (this: ExchangeWorld, seconds: number) {
  pass(this, seconds * 1000);
});

When('{int} more second(s) of wall-clock time pass(es)', function (this: ExchangeWorld, seconds: number) {
  pass(this, seconds * 1000);
});

Then('the app opened {string}', function (this: ExchangeWorld, url: string) {
  assert.deepEqual(this.fakes.externalPage.opened, [url]);
});

Then('no page was opened', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.externalPage.opened, []);
});

Then('the linked Twitter handle is {string} with a profile image', function (this: ExchangeWorld, handle: string) {
  const p = twitter(this).profile;
  assert.ok(p.status === 'success' && p.value, 'no linked profile');
  assert.equal(`@${p.value.handle}`, handle);
  assert.equal(p.value.profileImageUrl, `/api/twitter-sim/profile-images/${p.value.handle}.svg`);
});

Then('the linked Twitter handle is {string} without a profile image', function (this: ExchangeWorld, handle: string) {
  const p = twitter(this).profile;
  assert.ok(p.status === 'success' && p.value, 'no linked profile');
  assert.equal(`@${p.value.handle}`, handle);
  assert.equal(p.value.profileImageUrl, null);
});

Then('no Twitter profile is linked', function (this: ExchangeWorld) {
  const p = twitter(this).profile;
  assert.ok(p.status === 'success' && p.value === null, `profile: ${JSON.stringify(p)}`);
});

Then('the Twitter notice is {string}', function (this: ExchangeWorld, kind: string) {
  assert.equal(twitter(this).notice?.kind, kind);
});

Then('the Twitter notice says {string}', function (this: ExchangeWorld, message: string) {
  assert.deepEqual(twitter(this).notice, { kind: 'refused', message });
});

Then('the calls were {string}', function (this: ExchangeWorld, calls: string) {
  assert.deepEqual(this.fakes.twitterApi.calls, calls.split(/,\s*/));
});
