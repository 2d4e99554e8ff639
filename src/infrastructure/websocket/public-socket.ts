import { inject, injectable } from 'inversify';
import type { ConnectionStatus, StreamConnectionPort } from '../../application/market/ports/stream-connection.port';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import type { Unsubscribe } from '../../application/shared/token';
import { encodeCommand, topicCommands, type ClientCommand } from './client-command';
import { Heartbeat } from './heartbeat';
import { FrameRouter, type EventListener, type TopicListener } from './frame-router';
import { NetworkSignals } from './network-signals';
import { PublicSocketOptions, streamUrl } from './public-socket-options';
import {
  CLOSE_HANDSHAKE_TIMEOUT,
  CLOSE_NORMAL,
  CLOSE_PONG_TIMEOUT,
  HANDSHAKE_TIMEOUT_MS,
  MAX_RETRIES,
  RETRY_DELAY_MS,
  SEND_RETRY_MS,
  TICKERS_TOPIC,
} from './socket-config';
import { WarnOnce } from './warn-once';
import { WebSocketFactory, WS_CONNECTING, WS_OPEN, type SocketCloseLike, type WebSocketLike } from './websocket-factory';

export { PublicSocketOptions } from './public-socket-options';
export type { EventListener, TopicListener } from './frame-router';
type StatusListener = (status: ConnectionStatus) => void;

/**
 * The public market websocket: idle → connecting → open → closed →
 * (retry every 5 s, at most 3 times) → offline. Subscribes `tickers` and every topic with a listener
 * on each open; pings 10 s after open and after each pong; drops malformed frames without throwing.
 */
@injectable()
export class PublicSocket implements StreamConnectionPort {
  private current: ConnectionStatus = 'idle';
  private ws: WebSocketLike | undefined;
  private retriesUsed = 0;
  private retryTimer: TimerHandle | undefined;
  private handshakeTimer: TimerHandle | undefined;
  private readonly pendingSends = new Set<TimerHandle>();
  private dropped = 0;
  private statusListeners: readonly StatusListener[] = [];
  private networkStops: Unsubscribe[] = [];
  private readonly heartbeat: Heartbeat;
  private readonly router: FrameRouter;
  private readonly problems: WarnOnce;
  private readonly url: string;

  constructor(
    @inject(PublicSocketOptions) options: PublicSocketOptions,
    @inject(WebSocketFactory) private readonly createSocket: WebSocketFactory,
    @inject(NetworkSignals) private readonly network: NetworkSignals,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {
    this.url = streamUrl(options);
    this.heartbeat = new Heartbeat(
      clock,
      () => this.send({ cmd: 'PING' }),
      () => this.onPongTimeout(),
    );
    this.problems = new WarnOnce(logger);
    this.router = new FrameRouter(logger, {
      pong: () => this.heartbeat.pong(),
      ping: () => this.send({ cmd: 'PONG' }),
      dropped: (reason) => this.reportDropped(reason),
    });
  }

  status(): ConnectionStatus {
    return this.current;
  }

  onStatus(listener: StatusListener): Unsubscribe {
    this.statusListeners = [...this.statusListeners, listener];
    return () => {
      this.statusListeners = this.statusListeners.filter((l) => l !== listener);
    };
  }

  connect(): void {
    if (this.ws || this.retryTimer !== undefined) return;
    this.start();
  }

  reconnect(): void {
    if (this.ws) return;
    this.start();
  }

  /** Closes on purpose: no retry, status `closed`. Listeners stay, so `connect()` resubscribes them. */
  disconnect(): void {
    this.cancelRetry();
    this.dropSocket(CLOSE_NORMAL, 'client closed');
    for (const stop of this.networkStops) stop();
    this.networkStops = [];
    if (this.current !== 'idle') this.setStatus('closed');
  }

  droppedFrames(): number {
    return this.dropped;
  }

  /** Counts and logs a dropped frame; also used by topic subscribers whose payload fails validation. */
  reportDropped(reason: string, detail?: unknown): void {
    this.dropped += 1;
    this.problems.warn(`dropped:${reason}`, `Dropped malformed websocket frame (${reason})`, detail);
  }

  /** Listens to a topic. The first listener subscribes it (if open, else on open); the last one out unsubscribes. */
  subscribe(topic: string, onData: TopicListener): Unsubscribe {
    if (this.router.topics.add(topic, onData) && topic !== TICKERS_TOPIC && this.isOpen()) {
      this.send({ cmd: 'SUBSCRIBE', params: [topic] });
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      if (this.router.topics.remove(topic, onData) && topic !== TICKERS_TOPIC && this.isOpen()) {
        this.send({ cmd: 'UN_SUBSCRIBE', params: [topic] });
      }
    };
  }

  /** Listens to a server event by name (`SUBSCRIBE` acks, `PONG`…); a listened event is not "unknown". */
  onEvent(name: string, listener: EventListener): Unsubscribe {
    this.router.events.add(name, listener);
    let active = true;
    return () => {
      if (active) this.router.events.remove(name, listener);
      active = false;
    };
  }

  /** Sends now if open; while connecting, tries again every 100 ms; dropped if the socket closes first. */
  send(command: ClientCommand): void {
    const ws = this.ws;
    if (!ws) return;
    if (ws.readyState === WS_CONNECTING) {
      const handle = this.clock.setTimeout(() => {
        this.pendingSends.delete(handle);
        if (this.ws === ws) this.send(command);
      }, SEND_RETRY_MS);
      this.pendingSends.add(handle);
      return;
    }
    if (ws.readyState !== WS_OPEN) return;
    try {
      ws.send(encodeCommand(command, this.clock.now()));
    } catch (error) {
      this.problems.warn('send', 'Websocket send failed', error);
    }
  }

  private start(): void {
    this.cancelRetry();
    this.retriesUsed = 0;
    this.watchNetwork();
    this.open();
  }

  private open(): void {
    this.setStatus('connecting');
    let ws: WebSocketLike;
    try {
      ws = this.createSocket(this.url);
    } catch (error) {
      this.logger.warn('Public websocket could not be created', error);
      this.afterFailure();
      return;
    }
    this.ws = ws;
    this.handshakeTimer = this.clock.setTimeout(() => {
      this.handshakeTimer = undefined;
      if (ws !== this.ws || ws.readyState !== WS_CONNECTING) return;
      this.logger.warn(`Public websocket still connecting after ${HANDSHAKE_TIMEOUT_MS} ms, retrying`);
      this.dropSocket(CLOSE_HANDSHAKE_TIMEOUT, 'handshake timeout');
      this.afterFailure();
    }, HANDSHAKE_TIMEOUT_MS);
    ws.onopen = () => this.handleOpen(ws);
    ws.onmessage = (event) => this.handleMessage(ws, event.data);
    ws.onclose = (event) => this.handleClose(ws, event);
    ws.onerror = () => this.logger.debug('Public websocket error');
  }

  private handleOpen(ws: WebSocketLike): void {
    if (ws !== this.ws) return;
    if (this.handshakeTimer !== undefined) this.clock.clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
    this.retriesUsed = 0;
    const cached = this.router.topics.keys().filter((t) => t !== TICKERS_TOPIC);
    for (const command of topicCommands('SUBSCRIBE', [TICKERS_TOPIC, ...cached])) this.send(command);
    this.heartbeat.start();
    this.setStatus('open');
  }

  private handleClose(ws: WebSocketLike, event: SocketCloseLike): void {
    if (ws !== this.ws) return;
    this.logger.warn('Public websocket closed', { code: event.code, reason: event.reason });
    this.dropSocket();
    this.afterFailure();
  }

  private onPongTimeout(): void {
    this.logger.warn('Public websocket: no pong within the timeout, closing');
    this.dropSocket(CLOSE_PONG_TIMEOUT, 'pong timeout');
    this.afterFailure();
  }

  /** Every close we did not ask for: retry in 5 s while the budget lasts, else offline. */
  private afterFailure(): void {
    if (this.retriesUsed >= MAX_RETRIES) {
      this.logger.warn('Public websocket offline after the last retry');
      this.setStatus('offline');
      return;
    }
    this.setStatus('closed');
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = undefined;
      this.retriesUsed += 1;
      this.open();
    }, RETRY_DELAY_MS);
  }

  private handleMessage(ws: WebSocketLike, raw: unknown): void {
    if (ws === this.ws) this.router.handle(raw);
  }

  private isOpen(): boolean {
    return this.ws?.readyState === WS_OPEN;
  }

  /** Forgets the current socket (its late events are ignored) and, when asked, closes it. */
  private dropSocket(closeCode?: number, reason?: string): void {
    const ws = this.ws;
    if (!ws) return;
    this.ws = undefined;
    if (this.handshakeTimer !== undefined) this.clock.clearTimeout(this.handshakeTimer);
    this.handshakeTimer = undefined;
    ws.onopen = null;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onerror = null;
    this.heartbeat.stop();
    for (const handle of this.pendingSends) this.clock.clearTimeout(handle);
    this.pendingSends.clear();
    if (closeCode === undefined) return;
    try {
      ws.close(closeCode, reason);
    } catch (error) {
      this.logger.debug('Public websocket close failed', error);
    }
  }

  private cancelRetry(): void {
    if (this.retryTimer !== undefined) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private watchNetwork(): void {
    if (this.networkStops.length > 0) return;
    const recover = () => {
      if (this.current === 'offline') this.reconnect();
    };
    this.networkStops = [this.network.onOnline(recover), this.network.onVisible(recover)];
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.current) return;
    this.current = status;
    const listeners = this.statusListeners;
    for (let i = 0; i < listeners.length; i++) {
      try {
        listeners[i](status);
      } catch (error) {
        this.problems.warn('status-listener', 'Websocket status listener failed', error);
      }
    }
  }
}
