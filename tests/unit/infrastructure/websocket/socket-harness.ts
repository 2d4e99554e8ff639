import type { LoggerPort } from '../../../../src/application/shared/ports/logger.port';
import type { SocketDevice } from '../../../../src/infrastructure/websocket/public-socket-options';
import { PublicSocket } from '../../../../src/infrastructure/websocket/public-socket';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeNetworkSignals, FakeWebSocketFactory } from '../../../fakes/fake-web-socket';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Keeps every log line so tests can assert on warnings. */
export class RecordingLogger implements LoggerPort {
  readonly lines: { level: Level; message: string; detail?: unknown }[] = [];
  debug(message: string, detail?: unknown): void {
    this.lines.push({ level: 'debug', message, detail });
  }
  info(message: string, detail?: unknown): void {
    this.lines.push({ level: 'info', message, detail });
  }
  warn(message: string, detail?: unknown): void {
    this.lines.push({ level: 'warn', message, detail });
  }
  error(message: string, detail?: unknown): void {
    this.lines.push({ level: 'error', message, detail });
  }
  warnings(): { message: string; detail?: unknown }[] {
    return this.lines.filter((l) => l.level === 'warn').map(({ message, detail }) => ({ message, detail }));
  }
}

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
