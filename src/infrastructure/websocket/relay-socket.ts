import type { RelayCommand, RelayEvent } from './socket-relay-protocol';
import { WS_CLOSED, WS_CONNECTING, WS_OPEN, type SocketCloseLike, type SocketMessageLike, type WebSocketLike } from './websocket-factory';

/** One WebSocket held by the relay's worker (ADR 0042), seen from the page as a `WebSocketLike`. */
export class RelaySocket implements WebSocketLike {
  readyState = WS_CONNECTING;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: SocketMessageLike) => void) | null = null;
  onclose: ((event: SocketCloseLike) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(
    private readonly id: number,
    private readonly command: (command: RelayCommand) => void,
    private readonly forget: (id: number) => void,
    private readonly report: (error: unknown) => void,
  ) {}

  send(data: string): void {
    if (this.readyState === WS_CONNECTING) throw new Error('The socket is still connecting');
    if (this.readyState === WS_OPEN) this.command({ op: 'send', id: this.id, data });
  }

  close(code?: number, reason?: string): void {
    if (this.readyState === WS_CLOSED) return;
    this.readyState = WS_CLOSED;
    this.forget(this.id);
    this.command({ op: 'close', id: this.id, code, reason });
  }

  /** The worker's news of this socket, other than its frames. */
  receive(event: Exclude<RelayEvent, { ev: 'frames' }>): void {
    if (this.readyState === WS_CLOSED) return;
    if (event.ev === 'open') {
      this.readyState = WS_OPEN;
      this.onopen?.({});
    } else if (event.ev === 'error') this.onerror?.({});
    else this.ended(event.code, event.reason, event.wasClean);
  }

  /**
   * One frame to `onmessage`, unless the socket was closed or its handler dropped meanwhile (by a handler, part way
   * through a batch). A handler that throws is reported, as the browser reports it, and the next frame goes on.
   */
  frame(data: string): void {
    if (this.readyState === WS_CLOSED || !this.onmessage) return;
    try {
      this.onmessage({ data });
    } catch (error) {
      this.report(error);
    }
  }

  /** The socket is closed from the worker's side. */
  ended(code: number, reason: string, wasClean: boolean): void {
    if (this.readyState === WS_CLOSED) return;
    this.readyState = WS_CLOSED;
    this.forget(this.id);
    this.onclose?.({ code, reason, wasClean });
  }
}
