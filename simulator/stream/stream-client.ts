import WebSocket from 'ws';
import { ackFrame, errorFrame, parseClientFrame, pingFrame, pongFrame, type ClientFrame } from './frames';
import type { SubscriptionRegistry } from './subscriptions';
import { DEFAULT_STREAM_LIMITS, MessageBudget, type StreamLimits } from './stream-limits';
import { refusalOf } from './topics';

export const POLICY_VIOLATION = 1008;

/** What a connection needs from the hub. */
export interface ClientContext {
  readonly registry: SubscriptionRegistry<StreamConnection>;
  isSymbol(symbol: string): boolean;
  /** The snapshot frame sent at once on subscribe (tickers, `<SYMBOL>@ticker`), if the topic has one. */
  snapshot(topic: string): string | undefined;
  ignorePings(): boolean;
  now(): number;
  closed(client: StreamConnection): void;
  /** Buffer caps and the message rate (stream-limits.ts); the defaults when absent. */
  readonly limits?: StreamLimits;
}

/**
 * One public websocket connection, whatever its dialect: keeps its subscriptions and sends frames. Its cost is
 * bounded (stream-limits.ts): unsent data over the hard cap terminates it, bbos are skipped over the soft cap, and a
 * client sending faster than its message budget is closed with 1008. A dialect parses the client's text frames and
 * writes its own acks and pings (`StreamClient`: the app's `cmd` form; `V2StreamClient`: the exchange's v2 form).
 */
export abstract class StreamConnection {
  private readonly limits: StreamLimits;
  private readonly budget: MessageBudget;
  private ended = false;

  constructor(
    private readonly socket: WebSocket,
    protected readonly ctx: ClientContext,
  ) {
    this.limits = ctx.limits ?? DEFAULT_STREAM_LIMITS;
    this.budget = new MessageBudget(this.limits.messagesPerSecond, this.limits.messageBurst, () => performance.now());
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => ctx.closed(this));
  }

  /** The dialect's handling of one text frame. */
  protected abstract handleText(text: string): void;
  /** The dialect's answer to a binary frame. */
  protected abstract binaryRefused(): string;
  /** The dialect's server heartbeat frame. */
  abstract pingFrame(ts: number): string;

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
      this.send(this.binaryRefused());
      return;
    }
    this.handleText(rawText(data));
  }

  /** Why a change of subscriptions is refused (topics.ts), or undefined when it is accepted. */
  protected refusal(cmd: 'SUBSCRIBE' | 'UN_SUBSCRIBE', params: readonly string[]): string | undefined {
    return refusalOf(cmd, params, this.ctx.registry.topicsOf(this), (s) => this.ctx.isSymbol(s));
  }

  /** Applies an accepted change (after its ack): a new topic's snapshot follows at once. */
  protected apply(cmd: 'SUBSCRIBE' | 'UN_SUBSCRIBE', params: readonly string[]): void {
    const { registry } = this.ctx;
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

/** The app's dialect at `/ws/stream?device=`: `{cmd: PING|PONG|SUBSCRIBE|UN_SUBSCRIBE, params}` (docs/protocol.md). */
export class StreamClient extends StreamConnection {
  protected handleText(text: string): void {
    const parsed = parseClientFrame(text);
    if (!parsed.ok) {
      this.send(errorFrame(parsed.message));
      return;
    }
    this.handle(parsed.frame);
  }

  protected binaryRefused(): string {
    return errorFrame('binary frames are not supported');
  }

  pingFrame(ts: number): string {
    return pingFrame(ts);
  }

  private handle(frame: ClientFrame): void {
    switch (frame.cmd) {
      case 'PING':
        if (!this.ctx.ignorePings()) this.send(pongFrame(this.ctx.now()));
        return;
      case 'PONG':
        return;
      case 'SUBSCRIBE':
      case 'UN_SUBSCRIBE': {
        const params = frame.params ?? [];
        const refusal = this.refusal(frame.cmd, params);
        this.send(ackFrame(frame.cmd, params, this.ctx.now(), refusal));
        if (refusal === undefined) this.apply(frame.cmd, params);
        return;
      }
    }
  }
}

function rawText(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}
