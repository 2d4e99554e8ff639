import type { SocketDevice } from '../../../../src/infrastructure/websocket/public-socket-options';
import { PublicSocket } from '../../../../src/infrastructure/websocket/public-socket';
import { FakeClock } from '../../../fakes/fake-clock';
import { RecordingLogger } from '../../../fakes/recording-logger';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../../../fakes/market/fake-web-socket';

/** A PublicSocket wired to fake time, fake sockets, fake network hints and a recording logger. */
export function createHarness(options: { url?: string; device?: SocketDevice; start?: number } = {}) {
  const clock = new FakeClock(options.start ?? 1_000_000);
  const factory = new FakeWebSocketFactory();
  const network = new FakeNetworkSignals();
  const logger = new RecordingLogger();
  const socket = new PublicSocket(
    { url: options.url ?? 'wss://stream.test/ws/stream', device: options.device ?? 'web' },
    factory.create,
    network,
    clock,
    logger,
  );
  const statuses: string[] = [];
  socket.onStatus((s) => statuses.push(s));
  /** Connects and opens the first socket. */
  const connectOpen = () => {
    socket.connect();
    factory.last().open();
    return factory.last();
  };
  return { clock, factory, network, logger, socket, statuses, connectOpen };
}
