import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { NotificationInboxPort } from '../../application/notifications/ports/notification-inbox.port';
import { badgeText, unreadCount, type InboxNotification } from '../../domain/notifications/inbox';
import { SessionStore } from '../session/session.store';

/** The header bell: the signed-in user's unread count, read when they log in (and cleared when they log out). */
@injectable()
export class NotificationBellStore {
  notifications: readonly InboxNotification[] = [];
  private stop: IReactionDisposer | undefined;

  constructor(
    @inject(NotificationInboxPort) private readonly inbox: NotificationInboxPort,
    @inject(SessionStore) private readonly session: SessionStore,
  ) {
    makeObservable<NotificationBellStore, 'set'>(this, { notifications: observableRef, unread: computed, badge: computed, set: action });
  }

  get unread(): number {
    return unreadCount(this.notifications);
  }

  get badge(): string | undefined {
    return badgeText(this.unread);
  }

  start(): void {
    this.stop ??= reaction(
      () => (this.session.state.status === 'loggedIn' ? this.session.state.account.userId : undefined),
      (userId) => (userId ? void this.refresh() : this.set([])),
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }

  async refresh(): Promise<void> {
    const result = await this.inbox.list();
    if (result.ok) this.set(result.value); // a failed read keeps the last count: the bell is a hint, not a source of truth
  }

  private set(notifications: readonly InboxNotification[]): void {
    this.notifications = notifications;
  }
}
