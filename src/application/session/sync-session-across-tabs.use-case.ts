import { inject, injectable } from 'inversify';
import type { LoginState } from '../../domain/account/account';
import { SessionExpiryWatcher } from '../auth/session-expiry-watcher';
import type { Unsubscribe } from '../shared/token';
import { SessionBroadcastPort, type SessionAnnouncement } from './ports/session-broadcast.port';
import { RestoreSession } from './restore-session.use-case';
import { SessionState } from './session-state';

/**
 * Keeps every tab of the origin on the same login state (finding 22): a logout anywhere (the button, a -1001/-1002,
 * the expiry watcher) or a login is announced, and the other tabs follow at once: a logout drops their state and
 * expiry timer (the cookie is shared, already gone), a login reads the shared cookie and loads the account. What a
 * tab applies from another is not announced again.
 */
@injectable()
export class SyncSessionAcrossTabs {
  private stops: Unsubscribe[] = [];
  private applyingRemote = false;
  private last: LoginState;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(SessionBroadcastPort) private readonly broadcast: SessionBroadcastPort,
    @inject(RestoreSession) private readonly restore: RestoreSession,
    @inject(SessionExpiryWatcher) private readonly watcher: SessionExpiryWatcher,
  ) {
    this.last = session.current();
  }

  start(): void {
    if (this.stops.length > 0) return;
    this.last = this.session.current();
    this.stops = [
      this.session.onChange((state) => this.changed(state)),
      this.broadcast.listen((announcement) => void this.apply(announcement)),
    ];
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  private changed(state: LoginState): void {
    const before = this.last;
    this.last = state;
    if (this.applyingRemote) return;
    if (state.status === 'loggedOut' && before.status === 'loggedIn') this.broadcast.announce({ kind: 'logout' });
    if (state.status === 'loggedIn' && (before.status !== 'loggedIn' || before.account.userId !== state.account.userId)) {
      this.broadcast.announce({ kind: 'login', userId: state.account.userId });
    }
  }

  private async apply(announcement: SessionAnnouncement): Promise<void> {
    this.applyingRemote = true;
    try {
      if (announcement.kind === 'logout') {
        this.watcher.stop();
        this.session.loggedOut();
        return;
      }
      await this.restore.execute();
      this.watcher.start();
    } catch {
      // a failed restore leaves this tab as it was; its next call will tell
    } finally {
      this.applyingRemote = false;
    }
  }
}
