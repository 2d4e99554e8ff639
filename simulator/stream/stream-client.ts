import WebSocket from 'ws';
import { ackFrame, errorFrame, parseClientFrame, pongFrame, type ClientFrame } from './frames';
import type { SubscriptionRegistry } from './subscriptions';
import { DEFAULT_STREAM_LIMITS, MessageBudget, type StreamLimits } from './stream-limits';
import { refusalOf } from './topics';

export const POLICY_VIOLATION = 1008;

/** What a connection needs from the hub. */
export interface ClientContext {
  readonly registry: SubscriptionRegistry<StreamClient>;
  isSymbol(symbol: string): boolean;
  /** The snapshot frame sent at once on subscribe (tickers, `<SYMBOL>@ticker`), if the topic has one. */
  snapshot(topic: string): string | undefined;
  ignorePings(): boolean;
  now(): number;
  closed(client: StreamClient): void;
  /** Buffer caps and the message rate (stream-limits.ts); the defaults when absent. */
  readonly limits?: StreamLimits;
}

/**
 * One websocket connection: parses client frames, keeps its subscriptions, sends frames. Its cost is bounded
 * (stream-limits.ts): unsent data over the hard cap terminates it, bbos are skipped over the soft cap, and a client
 * sending faster than its message budget is closed with 1008.
 */
export class StreamClient {
  private readonly limits: StreamLimits;
  private readonly budget: MessageBudget;
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    private readonly ctx: ClientContext,
  ) {
    this.limits = ctx.limits ?? DEFAULT_STREAM_LIMITS;
    this.budget = new MessageBudget(this.limits.messagesPerSecond, this.limits.messageBurst, () => performance.now());
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => ctx.closed(this));
  }

  /** Bytes queued for this client and not yet handed to the network. */
  get bufferedBytes(): number {
    return this.socket.bufferedAmount;
  }

  send(text: string, droppable = false): void {
    if (this.ended || this.socket.readyState !== WebSocket.OPEN) return;
    const buffered = this.socket.bufferedAmount;
    if (buffered + text.length > this.limits.hardBufferBytes) {
      this.end(); // a client that stopped reading: free its queue instead of growing it
      return;
    }
    if (droppable && buffered > this.limits.softBufferBytes) return;
    this.socket.send(text);
  }

  /** Drops the connection without a close frame (the client sees 1006). */
  terminate(): void {
    this.socket.terminate();
  }

  private end(): void {
    this.ended = true;
    this.socket.terminate();
    this.ctx.closed(this);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private receive(data: WebSocket.RawData, isBinary: boolean): void {
    if (this.ended) return;
    if (!this.budget.take()) {
      this.ended = true;
      this.socket.close(POLICY_VIOLATION, 'too many messages');
      return;
    }
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
    const held = new Set(registry.topicsOf(this));
    const topics = [...new Set(params)];
    registry.subscribe(this, topics);
    // A topic already held is acked without its snapshot again (a 41-byte request must not buy an 80 KB answer).
    for (const topic of topics.filter((t) => !held.has(t))) {
      const snapshot = this.ctx.snapshot(topic);
      if (snapshot !== undefined) this.send(snapshot);
    }
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
