import type { SessionAnnouncement, SessionBroadcastPort } from '../../application/session/ports/session-broadcast.port';
import type { Unsubscribe } from '../../application/shared/token';

export const SESSION_CHANNEL = 'exchange-session';

const isAnnouncement = (value: unknown): value is SessionAnnouncement => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { kind?: unknown; userId?: unknown };
  return v.kind === 'logout' || (v.kind === 'login' && typeof v.userId === 'string');
};

/** The other tabs of this origin through a BroadcastChannel (a channel never hears its own posts); silent without one. */
export class BroadcastChannelSession implements SessionBroadcastPort {
  private channel: BroadcastChannel | undefined;

  constructor(
    private readonly create: () => BroadcastChannel | undefined = () =>
      typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(SESSION_CHANNEL),
  ) {}

  announce(announcement: SessionAnnouncement): void {
    try {
      this.open()?.postMessage(announcement);
    } catch {
      // a closed channel: nothing to tell
    }
  }

  listen(listener: (announcement: SessionAnnouncement) => void): Unsubscribe {
    const channel = this.open();
    if (!channel) return () => undefined;
    const onMessage = (event: MessageEvent) => {
      if (isAnnouncement(event.data)) listener(event.data);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }

  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }

  private open(): BroadcastChannel | undefined {
    this.channel ??= this.create();
    return this.channel;
  }
}
