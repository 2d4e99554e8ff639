import { token, type Unsubscribe } from '../../shared/token';

/** A login or logout that happened in one tab, told to the others of the same origin. */
export type SessionAnnouncement = { readonly kind: 'login'; readonly userId: string } | { readonly kind: 'logout' };

/** Tells the other tabs (BroadcastChannel in browsers) and hears them; never the tab's own announcements. */
export interface SessionBroadcastPort {
  announce(announcement: SessionAnnouncement): void;
  listen(listener: (announcement: SessionAnnouncement) => void): Unsubscribe;
}
export const SessionBroadcastPort = token<SessionBroadcastPort>('SessionBroadcastPort');
