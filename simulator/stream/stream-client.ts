import WebSocket from 'ws';
import { ackFrame, errorFrame, parseClientFrame, pongFrame, type ClientFrame } from './frames';
import type { SubscriptionRegistry } from './subscriptions';
import { refusalOf } from './topics';

/** Droppable frames (bbos) are skipped for a client that has this much unsent data. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** What a connection needs from the hub. */
export interface ClientContext {
  readonly registry: SubscriptionRegistry<StreamClient>;
  isSymbol(symbol: string): boolean;
  /** The snapshot frame sent at once on subscribe (tickers, `<SYMBOL>@ticker`), if the topic has one. */
  snapshot(topic: string): string | undefined;
  ignorePings(): boolean;
  now(): number;
  closed(client: StreamClient): void;
}

/** One websocket connection: parses client frames, keeps its subscriptions, sends frames. */
export class StreamClient {
  constructor(
    private readonly socket: WebSocket,
    private readonly ctx: ClientContext,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => ctx.closed(this));
  }

  send(text: string, droppable = false): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (droppable && this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return;
    this.socket.send(text);
  }

  /** Drops the connection without a close frame (the client sees 1006). */
  terminate(): void {
    this.socket.terminate();
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (isBinary) {
      this.send(errorFrame('binary frames are not supported'));
      return;
    }
    const parsed = parseClientFrame(rawText(data));
    if (!parsed.ok) {
      this.send(errorFrame(parsed.message));
      return;
    }
    this.handle(parsed.frame);
  }

  private handle(frame: ClientFrame): void {
    switch (frame.cmd) {
      case 'PING':
        if (!this.ctx.ignorePings()) this.send(pongFrame(this.ctx.now()));
        return;
      case 'PONG':
        return;
      case 'SUBSCRIBE':
      case 'UN_SUBSCRIBE':
        this.changeSubscriptions(frame.cmd, frame.params ?? []);
        return;
    }
  }

  private changeSubscriptions(cmd: 'SUBSCRIBE' | 'UN_SUBSCRIBE', params: readonly string[]): void {
    const { registry } = this.ctx;
    const refusal = refusalOf(cmd, params, registry.topicsOf(this), (s) => this.ctx.isSymbol(s));
    this.send(ackFrame(cmd, params, this.ctx.now(), refusal));
    if (refusal !== undefined) return;
    if (cmd === 'UN_SUBSCRIBE') {
      registry.unsubscribe(this, params);
      return;
    }
    const topics = [...new Set(params)];
    registry.subscribe(this, topics);
    for (const topic of topics) {
      const snapshot = this.ctx.snapshot(topic);
      if (snapshot !== undefined) this.send(snapshot);
    }
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
