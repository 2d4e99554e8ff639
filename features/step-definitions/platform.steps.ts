import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { ROUTES } from '../../src/capabilities';
import { afterLoginPath, loginPathFor } from '../../src/domain/navigation/login-redirect';
import { documentStatus, matchRoute } from '../../src/domain/navigation/route';
import { NotificationBellStore } from '../../src/presentation/notifications/notification-bell.store';
import { USER_MENU } from '../../src/presentation/session/account-actions';
import { worldPart, type ExchangeWorld } from '../support/world';

/** Where the last sign-in landed. */
const signIn = worldPart((): { landing?: string } => ({}));

const INBOX_PATH = '/v3/notifications/unread';

const split = (url: string) => {
  const parsed = new URL(url, 'https://woo.example');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
};

Then('a visitor opening {string} is sent to {string}', function (path: string, login: string) {
  assert.equal(matchRoute(ROUTES, split(path).pathname)?.access, 'private');
  assert.equal(loginPathFor(split(path)), login);
});

Then('a visitor opening {string} stays there', function (path: string) {
  assert.equal(matchRoute(ROUTES, split(path).pathname)?.access, 'public');
});

When('the visitor signs in on {string} with the redirect {string}', function (this: ExchangeWorld, origin: string, redirect: string) {
  signIn(this).landing = afterLoginPath(redirect, origin);
});

Then('they land on {string}', function (this: ExchangeWorld, landing: string) {
  assert.equal(signIn(this).landing, landing);
});

Then('a page request for {string} answers {int}', function (path: string, status: number) {
  assert.equal(documentStatus(ROUTES, path), status);
});

Given('their inbox holds {int} notifications of which {int} is/are read', function (this: ExchangeWorld, total: number, read: number) {
  const unread = total - read;
  this.http.succeed('GET', INBOX_PATH, {
    total: unread,
    categories: { TRADING: unread, TRANSFERS: 0, CAMPAIGNS: 0, ANNOUNCEMENTS: 0, SECURITY: 0 },
  });
});

async function settledBell(world: ExchangeWorld): Promise<NotificationBellStore> {
  const bell = world.get(NotificationBellStore);
  bell.start();
  await bell.refresh();
  return bell;
}

Then('the bell shows {string}', async function (this: ExchangeWorld, badge: string) {
  const bell = await settledBell(this);
  assert.equal(bell.badge, badge);
  bell.dispose();
});

Then('the bell shows nothing', function (this: ExchangeWorld) {
  const bell = this.get(NotificationBellStore);
  bell.start();
  assert.equal(bell.badge, undefined);
  assert.equal(bell.unread, 0);
  bell.dispose();
});

Then('every entry of the user menu opens a private page of the route table', function () {
  for (const entry of USER_MENU) assert.equal(matchRoute(ROUTES, entry.to)?.access, 'private', `${entry.key} → ${entry.to}`);
});

Then("the account centre's menu lists {string}", function (ids: string) {
  const menu = ROUTES.filter((route) => route.accountMenu !== undefined)
    .sort((a, b) => a.accountMenu! - b.accountMenu!)
    .map((route) => route.id);
  assert.deepEqual(
    menu,
    ids.split(',').map((id) => id.trim()),
  );
});
