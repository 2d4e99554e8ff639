import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ResolveEuStatus } from '../../../src/application/auth/resolve-eu-status.use-case';
import { exchangeOrigins } from '../../../src/application/auth/start-social-sign-in.use-case';
import { QueryCachePort } from '../../../src/application/shared/ports/query-cache.port';
import { TranslatorPort } from '../../../src/application/shared/ports/translator.port';
import { ROUTES } from '../../../src/capabilities';
import { oneTapRedirect } from '../../../src/domain/auth/one-tap-pages';
import { safeRedirect } from '../../../src/domain/auth/social-login';
import { SOCIAL_LOGIN_COOKIE } from '../../../src/infrastructure/auth/cookie-social-login.adapter';
import { TanstackQueryCache } from '../../../src/infrastructure/query/tanstack-query-cache.adapter';
import { AuthStore } from '../../../src/presentation/auth/auth.store';
import { SessionStore } from '../../../src/presentation/session/session.store';
import type { ExchangeWorld } from '../../support/world';
import { identityWorld } from './identity.world';

export const LOGIN_PATH = '/usercenter/login';
const ACCOUNT_PATH = '/usercenter/account/info';
const COOL_NAME_PATH = '/social-backend-ui/private/cool-names';

function account(world: ExchangeWorld, fields: Record<string, unknown>) {
  world.http.succeed('GET', ACCOUNT_PATH, {
    user_id: 10001,
    application_id: 'app-10001',
    main: true,
    alias: 'satoshi',
    eu: false,
    language: null,
    ...fields,
  });
}

Given(
  'the exchange issues session {string} for user {string} expiring in {int} seconds',
  function (this: ExchangeWorld, token: string, userId: string, seconds: number) {
    this.http.succeed('POST', LOGIN_PATH, { token, user_id: Number(userId), expires_at: this.fakes.clock.now() + seconds * 1000 });
    this.http.succeed('GET', COOL_NAME_PATH, { coolName: null });
    this.http.succeed('POST', '/usercenter/logout', {});
  },
);

Given(
  'the exchange knows the account of user {string} with alias {string} and main {word}',
  function (this: ExchangeWorld, userId: string, alias: string, main: string) {
    account(this, { user_id: Number(userId), alias, main: main === 'true' });
  },
);

Given(
  'the exchange knows the account of user {string} with alias {string} and eu {word}',
  function (this: ExchangeWorld, userId: string, alias: string, eu: string) {
    account(this, { user_id: Number(userId), alias, eu: eu === 'true' });
  },
);

Given(
  'the exchange knows the account of user {string} with alias {string} and language {string}',
  function (this: ExchangeWorld, userId: string, alias: string, language: string) {
    account(this, { user_id: Number(userId), alias, language });
  },
);

Given('the cool name of the account is {string}', function (this: ExchangeWorld, coolName: string) {
  this.http.succeed('GET', COOL_NAME_PATH, { coolName: coolName || null });
});

Given('the cool-name call answers {exchangeCode}', function (this: ExchangeWorld, code: number) {
  this.http.fail('GET', COOL_NAME_PATH, code);
  const cache = this.get(QueryCachePort);
  if (cache instanceof TanstackQueryCache) cache.client.clear();
});

Given("the server's password policy asks for at least {int} characters", function (this: ExchangeWorld, min: number) {
  this.fakes.identity.auth.minLength = min;
});

Given('a Firebase user {string} with password {string}', function (this: ExchangeWorld, email: string, password: string) {
  this.fakes.identity.auth.users.set(email, password);
});

Given('the stored session expires in {int} seconds', function (this: ExchangeWorld, seconds: number) {
  this.fakes.identity.expiry.save(this.fakes.clock.now() + seconds * 1000);
});

Given('the auth provider fails the next sign-in with {string}', function (this: ExchangeWorld, code: string) {
  this.fakes.identity.auth.failNext = { code, message: `Firebase: Error (${code}).` };
});

Given('the provider answers email {string} and access token {string}', function (this: ExchangeWorld, email: string, token: string) {
  this.fakes.identity.auth.socialIdentity = { uid: 'google-gina', email: email || null, idToken: token || null };
});

async function emailSignIn(world: ExchangeWorld, mode: 'login' | 'register', email: string, password: string) {
  await world.get(SessionStore).start();
  const outcome = await world.get(AuthStore).submitEmail(mode, email, password);
  if (!outcome.ok && !('secondFactors' in outcome) && !('retryAfterSec' in outcome)) {
    const messages = outcome.problems?.length
      ? outcome.problems.map((p) => world.get(TranslatorPort).t(`auth:password.${p}`, { min: outcome.minLength }))
      : outcome.messageKey
        ? [world.get(TranslatorPort).t(`auth:${outcome.messageKey}`)]
        : [];
    identityWorld(world).fieldErrors = { field: outcome.field, messages };
  }
}

When('the visitor registers with {string} and password {string}', async function (this: ExchangeWorld, email: string, password: string) {
  await emailSignIn(this, 'register', email, password);
});

When('the visitor logs in with {string} and password {string}', async function (this: ExchangeWorld, email: string, password: string) {
  await emailSignIn(this, 'login', email, password);
});

async function socialSignIn(world: ExchangeWorld, from: string) {
  await world.get(SessionStore).start();
  identityWorld(world).navigatedTo = await world.get(AuthStore).signInWith('google', 'popup', from);
}

When('the visitor signs in with Google from {string}', async function (this: ExchangeWorld, from: string) {
  await socialSignIn(this, from);
});

Given('the visitor signed in with Google from {string}', async function (this: ExchangeWorld, from: string) {
  await socialSignIn(this, from);
});

async function completeHandoff(world: ExchangeWorld) {
  await world.get(SessionStore).start();
  identityWorld(world).navigatedTo = await world.get(AuthStore).completeHandoff();
}

When('the login page completes the handoff', async function (this: ExchangeWorld) {
  await completeHandoff(this);
});

Given('the visitor has logged in with Google', async function (this: ExchangeWorld) {
  await socialSignIn(this, '/');
  await completeHandoff(this);
});

When('the user logs out', async function (this: ExchangeWorld) {
  await this.get(SessionStore).logOut();
});

When('the clock moves on {int} second(s)', function (this: ExchangeWorld, seconds: number) {
  this.fakes.clock.advance(seconds * 1000);
});

When('the header reloads the cool name', async function (this: ExchangeWorld) {
  await this.get(SessionStore).refreshCoolName();
});

Given('the IP-info call says eu {word}', function (this: ExchangeWorld, eu: string) {
  this.http.succeed('GET', '/userauth/account/ip_info', { ip: '1.2.3.4', country: eu === 'true' ? 'DE' : 'SG', eu: eu === 'true' });
});

Given('the login state is {string}', async function (this: ExchangeWorld, state: string) {
  this.http.succeed('POST', LOGIN_PATH, { token: 'session-1', user_id: 10001, expires_at: this.fakes.clock.now() + 3_600_000 });
  this.http.succeed('GET', COOL_NAME_PATH, { coolName: null });
  await this.get(SessionStore).start();
  if (state === 'logged in') {
    await socialSignIn(this, '/');
    await completeHandoff(this);
  }
});

Then('the EU status is {word}', async function (this: ExchangeWorld, expected: string) {
  assert.equal(await this.get(ResolveEuStatus).execute(), expected === 'true');
});

Then('the exchange login call received the ID token {string}', function (this: ExchangeWorld, idToken: string) {
  const call = this.http.requests.find((r) => r.path === LOGIN_PATH);
  assert.ok(call, 'no login call');
  assert.equal(JSON.parse(String(call.body)).idToken, idToken);
});

Then('the token sync received {string}', function (this: ExchangeWorld, call: string) {
  assert.ok(this.fakes.identity.tokenSync.calls.includes(call), `token sync calls: ${this.fakes.identity.tokenSync.calls.join(', ')}`);
});

Then('the password field says {string}', function (this: ExchangeWorld, message: string) {
  assert.equal(identityWorld(this).fieldErrors?.field, 'password');
  assert.deepEqual(identityWorld(this).fieldErrors?.messages, [message]);
});

Then('the visitor is not registered', function (this: ExchangeWorld) {
  assert.equal(this.fakes.identity.auth.calls.filter((c) => c.startsWith('register:')).length, 0);
  assert.equal(this.http.requests.filter((r) => r.path === LOGIN_PATH).length, 0);
});

Then('the auth provider was signed out', function (this: ExchangeWorld) {
  assert.equal(this.fakes.identity.auth.signOuts, 1);
});

Then('the header shows {string}', function (this: ExchangeWorld, shown: string) {
  assert.equal(this.get(SessionStore).displayName, shown);
});

Then('the cool-name call was made {int} time(s)', function (this: ExchangeWorld, times: number) {
  assert.equal(this.http.requests.filter((r) => r.path === COOL_NAME_PATH).length, times);
});

Then('the cool-name query stays fresh for {int} seconds', function (this: ExchangeWorld, seconds: number) {
  const cache = this.get(QueryCachePort) as TanstackQueryCache;
  const query = cache.client.getQueryCache().find({ queryKey: ['coolName', '10001'] });
  assert.equal((query?.options as { staleTime?: number } | undefined)?.staleTime, seconds * 1000);
});

Then('no toast was shown', function (this: ExchangeWorld) {
  assert.deepEqual(this.fakes.toast.shown, []);
});

Then('no social-login cookie is written', function (this: ExchangeWorld) {
  assert.equal(this.fakes.identity.cookieJar.get(SOCIAL_LOGIN_COOKIE), undefined);
});

Then(/^the (?:browser|app) goes to "([^"]*)"$/, function (this: ExchangeWorld, path: string) {
  assert.equal(identityWorld(this).navigatedTo, path);
});

Then(
  'the social-login cookie holds type {string}, method {string}, redirect {string}, email {string} and access token {string}',
  function (this: ExchangeWorld, type: string, method: string, redirectUrl: string, email: string, accessToken: string) {
    const raw = this.fakes.identity.cookieJar.get(SOCIAL_LOGIN_COOKIE);
    assert.deepEqual(JSON.parse(raw ?? 'null'), { type, method, redirectUrl, user: { email, accessToken } });
  },
);

Then(
  'the social-login cookie is Secure, SameSite {string}, for {int} days on path {string}',
  function (this: ExchangeWorld, sameSite: string, days: number, path: string) {
    const cookie = this.fakes.identity.cookieJar.cookies.get(SOCIAL_LOGIN_COOKIE);
    assert.deepEqual(cookie?.attributes, { secure: true, sameSite, expires: days, path });
  },
);

Then(
  'the redirect {string} from {string} with exchange hosts {string} becomes {string}',
  function (this: ExchangeWorld, target: string, origin: string, hosts: string, result: string) {
    const allowed = [origin, ...hosts.split(',').map((h) => h.trim())];
    assert.equal(safeRedirect(target, allowed, origin), result);
    assert.deepEqual(exchangeOrigins({ websiteUrl: hosts, tradingAppUrl: '/' } as never, origin), [origin, hosts]);
  },
);

Then('one-tap on {string} lands on {string}', function (this: ExchangeWorld, page: string, landing: string) {
  assert.equal(oneTapRedirect(ROUTES, page) ?? 'nowhere', landing);
});
