import { After } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { MarketFeedPort } from '../../../src/application/market/ports/market-feed.port';
import { StreamConnectionPort } from '../../../src/application/market/ports/stream-connection.port';
import { AccountApiPort } from '../../../src/application/session/ports/account-api.port';
import { LoggerPort } from '../../../src/application/shared/ports/logger.port';
import { override } from '../../../src/di/overrides';
import { HttpTransport } from '../../../src/di/session.module';
import { PublicSocket } from '../../../src/infrastructure/websocket/public-socket';
import { ConnectionStore } from '../../../src/presentation/market/connection.store';
import { TickerStateStore } from '../../../src/presentation/market/ticker-state.store';
import type { FakeWebSocket } from '../../../tests/fakes/market/fake-web-socket';
import { RecordingLogger } from '../../../tests/fakes/recording-logger';
import { createTestContainer, type Fakes } from '../../../tests/support/test-container';
import type { ExchangeWorld } from '../../support/world';

/** The app's container with the real PublicSocket and WsMarketFeed over a fake browser socket, in fake time. */
export interface MarketStream {
  readonly container: Container;
  readonly fakes: Fakes;
  readonly logger: RecordingLogger;
  get<T>(id: abstract new (...args: never[]) => T): T;
  /** The most recent browser socket. */
  socket(): FakeWebSocket;
}

const streams = new WeakMap<ExchangeWorld, MarketStream>();

/** One per scenario, built on first use; REST goes to the World's fake exchange transport. */
export function marketStream(world: ExchangeWorld): MarketStream {
  const existing = streams.get(world);
  if (existing) return existing;
  const logger = new RecordingLogger();
  const { container, fakes } = createTestContainer([
    override(StreamConnectionPort, undefined),
    override(MarketFeedPort, undefined),
    override(AccountApiPort, undefined),
    override(LoggerPort, logger),
    override(HttpTransport, world.http.adapter),
  ]);
  const stream: MarketStream = {
    container,
    fakes,
    logger,
    get: <T>(id: abstract new (...args: never[]) => T) => container.get<T>(id as unknown as symbol),
    socket: () => fakes.webSockets.last(),
  };
  streams.set(world, stream);
  return stream;
}

/** Close what a scenario opened: the World's ticker subscriptions, and the stream harness's socket and stores. */
After(function (this: ExchangeWorld) {
  this.get(TickerStateStore).dispose();
  const stream = streams.get(this);
  if (!stream) return;
  stream.get(TickerStateStore).dispose();
  stream.get(ConnectionStore).dispose();
  stream.get(PublicSocket).disconnect();
});
