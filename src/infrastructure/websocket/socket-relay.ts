import { FrameBatcher, type BatchClock } from './frame-batcher';
import { CLOSE_ABNORMAL } from './socket-config';
import type { RelayCommand, RelayEvent } from './socket-relay-protocol';
import { WS_OPEN, type WebSocketLike } from './websocket-factory';

/**
 * The worker's side of the socket relay (ADR 0042): opens, sends to and closes the sockets the page asks for, and
 * hands their text frames back in batches (FrameBatcher), their open, error and close as they come. A socket the
 * page closed says nothing more.
 */
export class SocketRelay {
  private readonly sockets = new Map<number, { readonly ws: WebSocketLike; readonly batcher: FrameBatcher }>();

  constructor(
    private readonly openSocket: (url: string) => WebSocketLike,
    private readonly post: (event: RelayEvent) => void,
    private readonly clock: BatchClock,
  ) {}

  command(command: RelayCommand): void {
    if (command.op === 'open') return this.open(command.id, command.url);
    const socket = this.sockets.get(command.id);
    if (!socket) return;
    if (command.op === 'send') {
      if (socket.ws.readyState === WS_OPEN) socket.ws.send(command.data);
      return;
    }
    socket.batcher.stop();
    socket.ws.onopen = socket.ws.onmessage = socket.ws.onerror = socket.ws.onclose = null;
    this.sockets.delete(command.id);
    try {
      socket.ws.close(command.code, command.reason);
    } catch {
      socket.ws.close(); // a code the browser does not allow from a page
    }
  }

  /** How many sockets are open or opening. */
  size(): number {
    return this.sockets.size;
  }

  private open(id: number, url: string): void {
    let ws: WebSocketLike;
    try {
      ws = this.openSocket(url);
    } catch {
      this.post({ id, ev: 'close', code: CLOSE_ABNORMAL, reason: 'could not open', wasClean: false });
      return;
    }
    const batcher = new FrameBatcher(this.clock, (frames) => this.post({ id, ev: 'frames', frames }));
    this.sockets.set(id, { ws, batcher });
    ws.onopen = () => this.post({ id, ev: 'open' });
    ws.onmessage = (event) => {
      if (typeof event.data === 'string') batcher.push(event.data);
    };
    ws.onerror = () => this.post({ id, ev: 'error' });
    ws.onclose = (event) => {
      batcher.flush(); // the frames before the close reach the page before it
      this.sockets.delete(id);
      this.post({ id, ev: 'close', code: event.code, reason: event.reason ?? '', wasClean: event.wasClean ?? false });
    };
  }
}
