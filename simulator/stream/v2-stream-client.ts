import { StreamConnection } from './stream-client';
import { parseV2Frame, v2AckFrame, v2ErrorFrame, v2PingFrame, v2PongFrame, type V2ClientFrame } from './v2-frames';

/**
 * A connection at `/ws/stream/{applicationId}` speaking the exchange's v2 form (v2-frames.ts). It shares the hub, the
 * topics, the frames and the limits of the app's dialect: only the client's requests, the acks and the heartbeat
 * frames differ. One topic a request, as the real exchange takes it.
 */
export class V2StreamClient extends StreamConnection {
  protected handleText(text: string): void {
    const parsed = parseV2Frame(text);
    if (!parsed.ok) {
      this.send(v2ErrorFrame(parsed.message, this.ctx.now()));
      return;
    }
    this.handle(parsed.frame);
  }

  protected binaryRefused(): string {
    return v2ErrorFrame('binary frames are not supported', this.ctx.now());
  }

  pingFrame(ts: number): string {
    return v2PingFrame(ts);
  }

  private handle(frame: V2ClientFrame): void {
    if (frame.event === 'ping') {
      if (!this.ctx.ignorePings()) this.send(v2PongFrame(this.ctx.now()));
      return;
    }
    if (frame.event === 'pong') return;
    const cmd = frame.event === 'subscribe' ? 'SUBSCRIBE' : 'UN_SUBSCRIBE';
    const topics = frame.topic === undefined || frame.topic === '' ? [] : [frame.topic];
    const refusal = topics.length === 0 ? 'topic is required' : this.refusal(cmd, topics);
    this.send(v2AckFrame(frame.id, frame.event, frame.topic, this.ctx.now(), refusal));
    if (refusal === undefined) this.apply(cmd, topics);
  }
}
