import type {
  SocketCloseLike,
  SocketMessageLike,
  WebSocketFactory,
  WebSocketLike,
} from '../../../src/infrastructure/websocket/websocket-factory';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

type Handler<E> = ((event: E) => void) | null;

/**
 * A browser-shaped WebSocket driven by the test: it starts CONNECTING, records what the client
 * sends, and opens, receives, closes or fails only when told to.
 */
export class FakeWebSocket implements WebSocketLike {
  readyState = CONNECTING;
  /** Raw frames the client sent, in order. */
  readonly sent: string[] = [];
  /** `close()` calls made by the client. */
  readonly closeCalls: { code?: number; reason?: string }[] = [];
  onopen: Handler<unknown> = null;
  onmessage: Handler<SocketMessageLike> = null;
  onclose: Handler<SocketCloseLike> = null;
  onerror: Handler<unknown> = null;

  constructor(readonly url: string) {}

  /** Like the browser: throws while connecting, ignores sends once closing or closed. */
  send(data: string): void {
    if (this.readyState === CONNECTING) throw new Error('InvalidStateError: still in CONNECTING state');
    if (this.readyState === OPEN) this.sent.push(data);
  }

  close(code?: number, reason?: string): void {
    this.closeCalls.push({ code, reason });
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    this.onclose?.({ code: code ?? 1005, reason: reason ?? '', wasClean: true });
  }

  /** The sent frames, JSON-parsed. */
  sentFrames(): Record<string, unknown>[] {
    return this.sent.map((s) => JSON.parse(s) as Record<string, unknown>);
  }

  /** Sent frames with the given `cmd`. */
  sentCommands(cmd: string): Record<string, unknown>[] {
    return this.sentFrames().filter((f) => f.cmd === cmd);
  }

  open(): void {
    this.readyState = OPEN;
    this.onopen?.({ type: 'open' });
  }

  /** Delivers a server frame: objects are JSON-encoded, strings go as they are. */
  receive(frame: unknown): void {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) });
  }

  /** The connection drops without a close frame (code 1006), as when the server is killed. */
  closeAbnormally(code = 1006, reason = ''): void {
    this.readyState = CLOSED;
    this.onclose?.({ code, reason, wasClean: false });
  }

  /** The connection attempt fails: `error` then `close` 1006, as browsers report it. */
  fail(): void {
    this.readyState = CLOSED;
    this.onerror?.({ type: 'error' });
    this.onclose?.({ code: 1006, reason: '', wasClean: false });
  }
}

/** Creates `FakeWebSocket`s and keeps every one it created, oldest first. */
export class FakeWebSocketFactory {
  readonly sockets: FakeWebSocket[] = [];
  /** When set, `create` throws, as `new WebSocket` does for a bad URL. */
  throwOnCreate: Error | undefined = undefined;

  readonly create: WebSocketFactory = (url) => {
    if (this.throwOnCreate) throw this.throwOnCreate;
    const socket = new FakeWebSocket(url);
    this.sockets.push(socket);
    return socket;
  };

  /** The most recently created socket; throws if none was created. */
  last(): FakeWebSocket {
    const socket = this.sockets[this.sockets.length - 1];
    if (!socket) throw new Error('no websocket was created');
    return socket;
  }

  count(): number {
    return this.sockets.length;
  }
}

/** Network hints fired by the test: `goOnline()` and `becomeVisible()`. */
export class FakeNetworkSignals {
  private online: (() => void)[] = [];
  private visible: (() => void)[] = [];

  onOnline(listener: () => void): () => void {
    this.online.push(listener);
    return () => {
      this.online = this.online.filter((l) => l !== listener);
    };
  }

  onVisible(listener: () => void): () => void {
    this.visible.push(listener);
    return () => {
      this.visible = this.visible.filter((l) => l !== listener);
    };
  }

  goOnline(): void {
    for (const listener of [...this.online]) listener();
  }

  becomeVisible(): void {
    for (const listener of [...this.visible]) listener();
  }

  listenerCount(): number {
    return this.online.length + this.visible.length;
  }
}
