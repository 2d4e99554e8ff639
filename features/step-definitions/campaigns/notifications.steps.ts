import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { NotificationCategory } from '../../../src/domain/notifications/inbox';
import { notificationText, timeOf } from '../../../src/presentation/notifications/notification-text';
import { NotificationBellStore } from '../../../src/presentation/notifications/notification-bell.store';
import { NotificationsStore, type InboxFilter } from '../../../src/presentation/notifications/notifications.store';
import { createTestI18n } from '../../../tests/support/test-i18n';
import type { ExchangeWorld } from '../../support/world';

const i18n = createTestI18n();
const inbox = (w: ExchangeWorld) => w.get(NotificationsStore);
const HOUR = 3600 * 1000;
const MAINTENANCE_START = Date.UTC(2026, 0, 6, 2);

const titles = (w: ExchangeWorld, lng = 'en') => inbox(w).rows.map((n) => notificationText(i18n.getFixedT(lng, 'campaigns'), lng, n).title);

Given('the exchange told them: an order filled, a deposit, a maintenance announcement and a new sign-in', function (this: ExchangeWorld) {
  const api = this.fakes.notificationsApi;
  api.alsoOn = this.http;
  api.add('TRADING', 'ORDER_FILLED', { symbol: 'SPOT_BTC_USDT', side: 'BUY', quantity: '0.01', price: '50000' });
  api.add('TRANSFERS', 'DEPOSIT', { token: 'USDT', amount: '100' });
  api.add('ANNOUNCEMENTS', 'ANNOUNCEMENT', { type: 'MAINTENANCE', startTime: MAINTENANCE_START, endTime: MAINTENANCE_START + 2 * HOUR });
  api.add('SECURITY', 'MESSAGE', {}, { title: 'New sign-in', body: 'Chrome on macOS' });
});

When('the exchange tells them an order filled', function (this: ExchangeWorld) {
  this.fakes.notificationsApi.add('TRADING', 'ORDER_FILLED', { symbol: 'SPOT_ETH_USDT', side: 'SELL', quantity: '1', price: '3000' });
});

When('the exchange tells them of a new sign-in', async function (this: ExchangeWorld) {
  this.fakes.notificationsApi.add('SECURITY', 'MESSAGE', {}, { title: 'New sign-in' });
  await inbox(this).load();
});

When('the member opens the inbox', async function (this: ExchangeWorld) {
  await inbox(this).start();
});

When('the member opens the notification {string}', async function (this: ExchangeWorld, title: string) {
  const index = titles(this).indexOf(title);
  assert.ok(index >= 0, `no notification "${title}" in ${titles(this).join(', ')}`);
  await inbox(this).markRead(inbox(this).rows[index].id);
});

When('the member shows only {string}', async function (this: ExchangeWorld, filter: string) {
  await inbox(this).show(filter as InboxFilter);
});

When('the member marks all as read', async function (this: ExchangeWorld) {
  await inbox(this).readAll();
});

When('the member turns off {string}', async function (this: ExchangeWorld, category: string) {
  await inbox(this).toggle(category as NotificationCategory, false);
});

Then('the inbox lists {string}', function (this: ExchangeWorld, list: string) {
  assert.deepEqual(
    titles(this),
    list.split(',').map((s) => s.trim()),
  );
});

Then(
  'the categories count {int} trading, {int} transfers, {int} announcements and {int} security',
  function (this: ExchangeWorld, trading: number, transfers: number, announcements: number, security: number) {
    assert.deepEqual(inbox(this).unread?.categories, {
      TRADING: trading,
      TRANSFERS: transfers,
      CAMPAIGNS: 0,
      ANNOUNCEMENTS: announcements,
      SECURITY: security,
    });
  },
);

Then('the exchange was asked to mark {int} notification(s) read', function (this: ExchangeWorld, count: number) {
  assert.deepEqual(
    this.fakes.notificationsApi.readCalls.map((c) => c.ids?.length ?? 0).reduce((s, n) => s + n, 0),
    count,
  );
});

Then('{string} is off and {string} is on', function (this: ExchangeWorld, off: string, on: string) {
  const settings = inbox(this).settings!;
  assert.equal(settings[off as NotificationCategory], false);
  assert.equal(settings[on as NotificationCategory], true);
});

Then(
  'in {string} the maintenance notification is titled {string} and names its start and end',
  function (this: ExchangeWorld, lng: string, title: string) {
    const entry = inbox(this).rows.find((n) => n.kind === 'ANNOUNCEMENT')!;
    const text = notificationText(i18n.getFixedT(lng, 'campaigns'), lng, entry);
    assert.equal(text.title, title);
    assert.ok(text.body.includes(timeOf(lng, MAINTENANCE_START)), text.body);
    assert.ok(text.body.includes(timeOf(lng, MAINTENANCE_START + 2 * HOUR)), text.body);
  },
);

When('the exchange tells them a withdrawal of {string} {string} completed', function (this: ExchangeWorld, amount: string, token: string) {
  this.fakes.notificationsApi.add('TRANSFERS', 'WITHDRAWAL', { token, amount });
});

Then(
  'in {string} the withdrawal notification reads {string}: {string}',
  function (this: ExchangeWorld, lng: string, title: string, body: string) {
    const entry = inbox(this).rows.find((n) => n.kind === 'WITHDRAWAL')!;
    assert.deepEqual(notificationText(i18n.getFixedT(lng, 'campaigns'), lng, entry), { title, body });
  },
);

When('the bell has read the count', async function (this: ExchangeWorld) {
  await this.get(NotificationBellStore).refresh();
});

When('the bell reads the count again', async function (this: ExchangeWorld) {
  await this.get(NotificationBellStore).refresh();
});
