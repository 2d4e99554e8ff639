import type { SessionAnnouncement, SessionBroadcastPort } from '../../src/application/session/ports/session-broadcast.port';

/** The tabs of one origin, in memory: what one port announces, the others hear (synchronously), never itself. */
export class FakeSessionBus {
  private readonly listeners = new Set<{ from: object; listener: (a: SessionAnnouncement) => void }>();
  readonly announced: SessionAnnouncement[] = [];

  port(): SessionBroadcastPort {
    const self = {};
    return {
      announce: (announcement) => {
        this.announced.push(announcement);
        [...this.listeners].filter((l) => l.from !== self).forEach((l) => l.listener(announcement));
      },
      listen: (listener) => {
        const entry = { from: self, listener };
        this.listeners.add(entry);
        return () => this.listeners.delete(entry);
      },
    };
  }
}
