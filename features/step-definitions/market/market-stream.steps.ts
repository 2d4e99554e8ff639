import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { PublicSocket } from '../../../src/infrastructure/websocket/public-socket';
import { ConnectionStore } from '../../../src/presentation/market/connection.store';
import { TickerStateStore } from '../../../src/presentation/market/ticker-state.store';
import type { ExchangeWorld } from '../../support/world';
import { marketStream } from './market.world';

Given('the app watches the market over the public socket', function (this: ExchangeWorld) {
  const m = marketStream(this);
  m.get(ConnectionStore).start();
  m.get(TickerStateStore).start();
});

Given('the socket is connecting', function (this: ExchangeWorld) {
  assert.equal(marketStream(this).get(PublicSocket).status(), 'connecting');
});

Given('the socket is open', function (this: ExchangeWorld) {
  const m = marketStream(this);
  if (m.get(PublicSocket).status() !== 'open') m.socket().open();
  assert.equal(m.get(PublicSocket).status(), 'open');
});

Given('the connection is offline after the last retry', function (this: ExchangeWorld) {
  const m = marketStream(this);
  m.socket().open();
  m.socket().closeAbnormally();
  for (let i = 0; i < 3; i++) {
    m.fakes.clock.advance(5000);
    m.socket().fail();
  }
  assert.equal(m.get(PublicSocket).status(), 'offline');
  assert.equal(m.fakes.webSockets.count(), 4);
});

When('the socket opens', function (this: ExchangeWorld) {
  marketStream(this).socket().open();
});

When('the socket closes abnormally', function (this: ExchangeWorld) {
  marketStream(this).socket().closeAbnormally();
});

When('the connection attempt fails', function (this: ExchangeWorld) {
  marketStream(this).socket().fail();
});

When('{float} seconds pass', function (this: ExchangeWorld, seconds: number) {
  marketStream(this).fakes.clock.advance(Math.round(seconds * 1000));
});

When('the server answers the ping', function (this: ExchangeWorld) {
  const m = marketStream(this);
  m.socket().receive({ event: 'PONG', ts: m.fakes.clock.now() });
});

When('the client sends a ping', function (this: ExchangeWorld) {
  marketStream(this).get(PublicSocket).send({ cmd: 'PING' });
});

When('the server sends the event {string}', function (this: ExchangeWorld, event: string) {
  marketStream(this).socket().receive({ event, ts: 1 });
});

When('the server sends data of the topic {string}', function (this: ExchangeWorld, topic: string) {
  marketStream(this).socket().receive({ topic, ts: 1, data: [] });
});

When('the browser comes back online', function (this: ExchangeWorld) {
  marketStream(this).fakes.network.goOnline();
});

When('the tab becomes visible again', function (this: ExchangeWorld) {
  marketStream(this).fakes.network.becomeVisible();
});

When('the user clicks Reconnect on the badge', function (this: ExchangeWorld) {
  marketStream(this).get(ConnectionStore).reconnect();
});

When('the server sends {int} malformed frames', function (this: ExchangeWorld, n: number) {
  const frames = [
    '{"topic":"tickers",',
    '{"topic":"tickers","ts":"yesterday","data":[]}',
    '{"topic":"tickers","ts":1,"data":{"not":"a list"}}',
    '[1,2,3]',
  ];
  for (let i = 0; i < n; i++)
    marketStream(this)
      .socket()
      .receive(frames[i % frames.length]);
});

Then('the socket address ends with {string}', function (this: ExchangeWorld, suffix: string) {
  const url = marketStream(this).socket().url;
  assert.ok(url.endsWith(suffix), url);
});

Then('the client has subscribed to {string}', function (this: ExchangeWorld, list: string) {
  const sent = marketStream(this)
    .socket()
    .sentCommands('SUBSCRIBE')
    .flatMap((c) => c.params as string[]);
  for (const topic of list.split(',').map((t) => t.trim())) assert.ok(sent.includes(topic), `${topic} not in ${sent.join(', ')}`);
});

Then('the connection is {string}', function (this: ExchangeWorld, status: string) {
  assert.equal(marketStream(this).get(PublicSocket).status(), status);
});

Then('{int} socket(s) has/have been opened', function (this: ExchangeWorld, n: number) {
  assert.equal(marketStream(this).fakes.webSockets.count(), n);
});

Then('the client has sent {int} ping(s)', function (this: ExchangeWorld, n: number) {
  assert.equal(marketStream(this).socket().sentCommands('PING').length, n);
});

Then('the client has closed the socket', function (this: ExchangeWorld) {
  assert.equal(marketStream(this).socket().closeCalls.length, 1);
});

Then('a warning {string} is logged', function (this: ExchangeWorld, text: string) {
  assert.ok(marketStream(this).logger.warningsAbout(text).length > 0, `no warning about "${text}"`);
});

Then('the badge shows live data', function (this: ExchangeWorld) {
  const store = marketStream(this).get(ConnectionStore);
  assert.equal(store.status, 'open');
  assert.equal(store.stale, false);
});

Then('the badge shows stale data with status {string}', function (this: ExchangeWorld, status: string) {
  const store = marketStream(this).get(ConnectionStore);
  assert.equal(store.status, status);
  assert.equal(store.stale, true);
});

Then('the badge offers Reconnect', function (this: ExchangeWorld) {
  const status = marketStream(this).get(ConnectionStore).status;
  assert.ok(status === 'closed' || status === 'offline');
});

Then('{int} frames have been dropped', function (this: ExchangeWorld, n: number) {
  assert.equal(marketStream(this).get(PublicSocket).droppedFrames(), n);
});
