import { token } from '../../application/shared/token';

/** `WebSocket.readyState` values, usable where no global `WebSocket` exists (node, tests). */
export const WS_CONNECTING = 0;
export const WS_OPEN = 1;
export const WS_CLOSING = 2;
export const WS_CLOSED = 3;

export interface SocketMessageLike {
  readonly data: unknown;
}
export interface SocketCloseLike {
  readonly code: number;
  readonly reason?: string;
  readonly wasClean?: boolean;
}

// Handlers are declared as method members so that the DOM's `WebSocket` (whose handlers take richer
// event types) is assignable without a cast.
type Handler<E> = { bivariant(event: E): void }['bivariant'];

/** The part of the browser `WebSocket` the public socket uses. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<SocketMessageLike> | null;
  onclose: Handler<SocketCloseLike> | null;
  onerror: Handler<unknown> | null;
}

/** Opens a socket to `url`. May throw (bad URL, blocked by policy); the caller treats that as a failed attempt. */
export type WebSocketFactory = (url: string) => WebSocketLike;
export const WebSocketFactory = token<WebSocketFactory>('WebSocketFactory');

export const browserWebSocketFactory: WebSocketFactory = (url) => new WebSocket(url);
