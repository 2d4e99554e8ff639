import { inject, injectable } from 'inversify';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';
import { token, type Unsubscribe } from '../../application/shared/token';
import type { PrivateStreamHandlers, PrivateStreamPort } from '../../application/member-trading/ports/private-stream.port';
import { backoffDelay } from '../../domain/shared/backoff';
import { Heartbeat } from '../websocket/heartbeat';
import { CLOSE_NORMAL, CLOSE_PONG_TIMEOUT, MAX_FRAME_CHARS } from '../websocket/socket-config';
import { WarnOnce } from '../websocket/warn-once';
import { WS_OPEN, type WebSocketFactory, type WebSocketLike } from '../websocket/websocket-factory';
import { privateFrame, type PrivateFrame } from './private-stream.schema';

/** Where the private stream lives (`privateWsUrl`, made absolute for this origin). */
export interface PrivateStreamOptions {
  readonly url: string;
}
export const PrivateStreamOptions = token<PrivateStreamOptions>('PrivateStreamOptions');
/**
 * The private stream's sockets: in the browser, held by the socket relay's worker (ADR 0042), whose frames a burst of
 * fills brings reach the page in batches.
 */
export const PrivateStreamSockets = token<WebSocketFactory>('PrivateStreamSockets');

export const PRIVATE_TOPICS = ['executionreport', 'balance', 'position', 'algoexecutionreportv2'] as const;
/** Reconnect after 1 s, 2 s, 4 s … at most 30 s between attempts. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/**
 * A new watcher's first `resynced` waits this long at most for the socket being opened to authenticate; after that (or
 * when the socket closes first) the watcher is told to load from REST anyway, and again once the stream authenticates.
 */
export const FIRST_SYNC_WAIT_MS = 2_000;
/** The server closes with 4001 when the session token is refused: no point retrying the same token. */
export const CLOSE_AUTH_REFUSED = 4001;
/** The server closes with 4002 when the session ended elsewhere (logout_all, the device removed, an account switch). */
export const CLOSE_SESSION_ENDED = 4002;

/**
 * The private stream (docs/protocol.md "Private stream"): open while someone watches and a session token exists;
 * authenticates with the session's token, subscribes the three topics, pings, reconnects with backoff, and tells
 * the watchers `resynced` after each authentication. Every frame is validated; malformed ones are counted and dropped.
 * A new watcher is told `resynced` once the stream is authenticated (at once when it already is), so its first REST
 * snapshot is read after the subscription and needs no second read; when no socket is opening (no session, waiting to
 * retry) it is told at once, and while one is opening, after FIRST_SYNC_WAIT_MS at most.
 */
@injectable()
export class WsPrivateStream implements PrivateStreamPort {
  private readonly watchers = new Set<PrivateStreamHandlers>();
  /** Watchers not yet told `resynced`: a socket is being opened for them. */
  private readonly unsynced = new Set<PrivateStreamHandlers>();
  private firstSyncTimer: TimerHandle | undefined;
  private ws: WebSocketLike | undefined;
  private retryTimer: TimerHandle | undefined;
  private attempt = 0;
  private nextId = 1;
  private dropped = 0;
  private authenticated = false;
  private readonly heartbeat: Heartbeat;
  private readonly problems: WarnOnce;

  constructor(
    @inject(PrivateStreamOptions) private readonly options: PrivateStreamOptions,
    @inject(PrivateStreamSockets) private readonly createSocket: WebSocketFactory,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.heartbeat = new Heartbeat(
      clock,
      () => this.send({ event: 'ping' }),
      () => this.onPongTimeout(),
    );
    this.problems = new WarnOnce(logger);
  }

  watch(handlers: PrivateStreamHandlers): Unsubscribe {
    this.watchers.add(handlers);
    if (this.watchers.size === 1) this.open();
    if (this.authenticated || !this.ws) handlers.resynced?.();
    else this.awaitFirstSync(handlers);
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      this.watchers.delete(handlers);
      this.unsynced.delete(handlers);
      if (this.watchers.size === 0) this.close();
    };
  }

  /** `handlers` is told `resynced` when the socket being opened authenticates, or when the wait is over. */
  private awaitFirstSync(handlers: PrivateStreamHandlers): void {
    this.unsynced.add(handlers);
    this.firstSyncTimer ??= this.clock.setTimeout(() => {
      this.firstSyncTimer = undefined;
      this.logger.warn(`Private websocket not authenticated within ${FIRST_SYNC_WAIT_MS} ms: loading without it`);
      this.flushUnsynced();
    }, FIRST_SYNC_WAIT_MS);
  }

  /** The watchers still waiting for their first `resynced` get it now: the socket will not authenticate soon. */
  private flushUnsynced(): void {
    for (const w of this.endFirstSyncWait()) w.resynced?.();
  }

  /** Ends the wait for the first authentication; returns who was waiting. */
  private endFirstSyncWait(): PrivateStreamHandlers[] {
    if (this.firstSyncTimer !== undefined) this.clock.clearTimeout(this.firstSyncTimer);
    this.firstSyncTimer = undefined;
    const waiting = [...this.unsynced];
    this.unsynced.clear();
    return waiting;
  }

  droppedFrames(): number {
    return this.dropped;
  }

  isAuthenticated(): boolean {
    return this.authenticated;
  }

  private open(): void {
    this.cancelRetry();
    const sessionToken = this.credentials.token();
    if (!sessionToken) {
      this.logger.debug('Private stream: no session, not connecting');
      return;
    }
    let ws: WebSocketLike;
    try {
      ws = this.createSocket(this.options.url);
    } catch (error) {
      this.logger.warn('Private websocket could not be created', error);
      this.scheduleRetry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      if (ws === this.ws) this.send({ id: this.id(), event: 'auth', params: { sessionToken } });
    };
    ws.onmessage = (event) => {
      if (ws === this.ws) this.handle(event.data);
    };
    ws.onclose = (event) => {
      if (ws !== this.ws) return;
      this.logger.warn('Private websocket closed', { code: event.code, reason: event.reason });
      this.drop();
      // 4002 ends this socket's session: when the app still holds that token, it ended elsewhere (sign-out everywhere, the
      // device removed); when the app already holds another (it switched accounts), the stream reconnects with it.
      if (event.code === CLOSE_SESSION_ENDED && this.credentials.token() === sessionToken)
        for (const watcher of [...this.watchers]) watcher.sessionEnded?.();
      else if (event.code !== CLOSE_AUTH_REFUSED) this.scheduleRetry();
    };
    ws.onerror = () => this.logger.debug('Private websocket error');
  }

  private close(): void {
    this.cancelRetry();
    this.drop(CLOSE_NORMAL, 'client closed');
    this.attempt = 0;
  }

  private drop(code?: number, reason?: string): void {
    const ws = this.ws;
    this.ws = undefined;
    this.authenticated = false;
    this.heartbeat.stop();
    this.flushUnsynced(); // the socket closed before it authenticated: they load without it
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = ws.onerror = null;
    if (code !== undefined) {
      try {
        ws.close(code, reason);
      } catch {
        // already closed
      }
    }
  }

  private scheduleRetry(): void {
    if (this.watchers.size === 0 || this.retryTimer !== undefined) return;
    const delay = backoffDelay(this.attempt, RECONNECT_BASE_MS, RECONNECT_MAX_MS);
    this.attempt += 1;
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = undefined;
      if (this.watchers.size > 0 && !this.ws) this.open();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private onPongTimeout(): void {
    this.logger.warn('Private websocket: no pong within the timeout, reconnecting');
    this.drop(CLOSE_PONG_TIMEOUT, 'pong timeout');
    this.scheduleRetry();
  }

  private handle(raw: unknown): void {
    if (typeof raw !== 'string' || raw.length > MAX_FRAME_CHARS) return this.reportDropped('not text');
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.reportDropped('not JSON');
    }
    const parsed = privateFrame.safeParse(json);
    if (!parsed.success) return this.reportDropped('invalid', parsed.error.issues.slice(0, 3));
    this.dispatch(parsed.data);
  }

  private dispatch(frame: PrivateFrame): void {
    if ('topic' in frame) {
      if (!this.authenticated) return this.reportDropped('before auth');
      for (const w of [...this.watchers]) {
        if (frame.topic === 'executionreport') w.executionReport?.(frame.data);
        else if (frame.topic === 'balance') w.balances?.(frame.data.balances);
        else if (frame.topic === 'algoexecutionreportv2') w.algoReports?.(frame.data);
        else w.positions?.(frame.data.positions);
      }
      return;
    }
    switch (frame.event) {
      case 'auth':
        return frame.success ? this.onAuthenticated() : this.onAuthRefused(frame.errorMsg);
      case 'ping':
        return this.send({ event: 'pong' });
      case 'pong':
        return this.heartbeat.pong();
      case 'error':
        this.logger.warn('Private websocket error frame', frame.errorMsg);
        return;
      default:
        if (!frame.success) this.logger.warn(`Private websocket ${frame.event} refused`, frame.errorMsg);
    }
  }

  private onAuthenticated(): void {
    this.authenticated = true;
    this.attempt = 0;
    for (const topic of PRIVATE_TOPICS) this.send({ id: this.id(), event: 'subscribe', topic });
    this.heartbeat.start();
    this.endFirstSyncWait(); // every watcher is told below
    for (const w of [...this.watchers]) w.resynced?.();
  }

  private onAuthRefused(message: string | undefined): void {
    this.logger.warn('Private websocket: the session was refused', message);
    this.drop(CLOSE_NORMAL, 'auth refused');
  }

  private send(frame: Record<string, unknown>): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WS_OPEN) return;
    try {
      ws.send(JSON.stringify(frame));
    } catch (error) {
      this.problems.warn('send', 'Private websocket send failed', error);
    }
  }

  private id(): string {
    return `p${this.nextId++}`;
  }

  private reportDropped(reason: string, detail?: unknown): void {
    this.dropped += 1;
    this.problems.warn(`dropped:${reason}`, `Dropped private websocket frame (${reason})`, detail);
  }
}
