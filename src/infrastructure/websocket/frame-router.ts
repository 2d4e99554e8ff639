import type { LoggerPort } from '../../application/shared/ports/logger.port';
import { ListenerRegistry } from './listener-registry';
import { TICKERS_TOPIC } from './socket-config';
import { parseFrame, type EventFrame, type SocketFrame, type TopicFrame } from './socket-frame';
import { WarnOnce } from './warn-once';

/** Receives a topic's raw `data` (validated by the subscriber) and the frame's server `ts`. */
export type TopicListener = (data: unknown, ts: number) => void;
export type EventListener = (frame: SocketFrame) => void;

/** What the connection does about control events. */
export interface ControlEvents {
  pong(): void;
  ping(): void;
  dropped(reason: string): void;
}

/**
 * Parses each raw message and hands it on: data frames to the topic's listeners (one Map lookup),
 * events to the connection and to event listeners. Unknown names are logged, never thrown.
 */
export class FrameRouter {
  readonly topics = new ListenerRegistry<TopicListener>();
  readonly events = new ListenerRegistry<EventListener>();
  private readonly unknownNames: WarnOnce;
  private readonly problems: WarnOnce;

  constructor(
    logger: LoggerPort,
    private readonly control: ControlEvents,
  ) {
    this.unknownNames = new WarnOnce(logger);
    this.problems = new WarnOnce(logger);
  }

  /** Never throws, whatever the server sends. */
  handle(raw: unknown): void {
    try {
      const parsed = parseFrame(raw);
      if (parsed.kind === 'topic') this.routeTopic(parsed);
      else if (parsed.kind === 'event') this.routeEvent(parsed);
      else this.control.dropped(parsed.reason);
    } catch (error) {
      this.problems.warn('frame', 'Websocket frame handling failed', error);
    }
  }

  private routeTopic(frame: TopicFrame): void {
    const listeners = this.topics.get(frame.topic);
    if (!listeners) {
      // `tickers` is always subscribed, listened to or not.
      if (frame.topic !== TICKERS_TOPIC) this.unknownNames.warn(`topic:${frame.topic}`, 'Unknown websocket topic', frame.topic);
      return;
    }
    for (let i = 0; i < listeners.length; i++) {
      try {
        listeners[i](frame.data, frame.ts);
      } catch (error) {
        this.problems.warn(`listener:${frame.topic}`, `Websocket listener of ${frame.topic} failed`, error);
      }
    }
  }

  private routeEvent({ name, frame }: EventFrame): void {
    const listeners = this.events.get(name);
    if (name === 'PONG') this.control.pong();
    else if (name === 'PING') this.control.ping();
    else if (name === 'SUBSCRIBE' || name === 'UN_SUBSCRIBE') this.checkAck(name, frame);
    else if (name === 'ERROR') this.problems.warn(`error:${frame.message?.slice(0, 100)}`, 'Websocket server error', frame.message);
    else if (!listeners) this.unknownNames.warn(`event:${name}`, 'Unknown websocket event', name);
    if (!listeners) return;
    for (let i = 0; i < listeners.length; i++) {
      try {
        listeners[i](frame);
      } catch (error) {
        this.problems.warn(`listener:${name}`, `Websocket listener of ${name} failed`, error);
      }
    }
  }

  private checkAck(name: string, frame: SocketFrame): void {
    if (frame.success !== false) return;
    const message = frame.message?.slice(0, 100) ?? '';
    this.problems.warn(`refused:${name}:${message}`, `Websocket ${name} refused`, { params: frame.params, message });
  }
}
