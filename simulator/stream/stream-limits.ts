/**
 * What one websocket client may cost the simulator (docs/simulator.md "Websocket", docs/adr/0013). A client that
 * stops reading is cut off once its unsent data passes `hardBufferBytes`; droppable frames (bbos) are skipped from
 * `softBufferBytes`; a client sending more than `messagesPerSecond` (bursts up to `messageBurst`) is closed with 1008;
 * a client that answers no protocol ping for `heartbeatMs` is terminated; connections are capped in total and per IP.
 */
export interface StreamLimits {
  readonly softBufferBytes: number;
  readonly hardBufferBytes: number;
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** Period of the protocol-level ping; a client silent (no pong, no frame) for a whole period is terminated. 0 = off. */
  readonly heartbeatMs: number;
  readonly maxConnections: number;
  readonly maxConnectionsPerIp: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  softBufferBytes: 1024 * 1024,
  hardBufferBytes: 4 * 1024 * 1024,
  messagesPerSecond: 20,
  messageBurst: 60,
  heartbeatMs: 30_000,
  maxConnections: 2000,
  maxConnectionsPerIp: 50,
};

export const streamLimits = (overrides: Partial<StreamLimits> | undefined): StreamLimits => ({ ...DEFAULT_STREAM_LIMITS, ...overrides });

/** A token bucket: `take()` is false once the client has sent more than its rate allows. */
export class MessageBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number,
  ) {
    this.tokens = burst;
    this.at = now();
  }

  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
