import WebSocket from 'ws';

export interface Frame {
  readonly event?: string;
  readonly topic?: string;
  readonly ts?: number;
  readonly success?: boolean;
  readonly message?: string;
  readonly params?: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- frame payloads vary by topic
  readonly data?: any;
}

/** A `ws` client that records frames and lets a test wait for the next one matching a predicate. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly raw: string[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private cursor = 0;
  private listeners: Array<() => void> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      try {
        this.frames.push(JSON.parse(text) as Frame);
      } catch {
        this.frames.push({ event: '<unparsable>' });
      }
      this.listeners.forEach((notify) => notify());
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static open(url: string): Promise<TestSocket> {
    const ws = new WebSocket(url);
    const socket = new TestSocket(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(socket));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * The next frame after the last one returned that matches; fails after `timeoutMs` (a guard against a frame that never
   * comes, long enough for a loaded machine: a frame that is there resolves at once).
   */
  next(match: (frame: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        for (let i = this.cursor; i < this.frames.length; i += 1) {
          if (match(this.frames[i])) {
            this.cursor = i + 1;
            cleanup();
            resolve(this.frames[i]);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.slice(-5)).slice(0, 500)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.listeners = this.listeners.filter((l) => l !== check);
      };
      this.listeners.push(check);
      check();
    });
  }

  close(): void {
    this.ws.terminate();
  }
}
