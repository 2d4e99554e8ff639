import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { NotificationInboxPort } from '../../application/notifications/ports/notification-inbox.port';
import { Notifier } from '../../application/shared/notifier';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { TranslatorPort } from '../../application/shared/ports/translator.port';
import { badgeText, type UnreadSummary } from '../../domain/notifications/inbox';
import { SessionStore } from '../session/session.store';

/** How often the bell asks again while a user is signed in. */
export const BELL_POLL_MS = 60_000;

/**
 * The header bell: the signed-in user's unread count, read when they log in, every minute after, and whenever the
 * inbox page changes something (`refresh`); cleared when they log out. A read that finds more unread than the last
 * one shows a toast.
 */
@injectable()
export class NotificationBellStore {
  summary: UnreadSummary | undefined = undefined;
  private stop: IReactionDisposer | undefined;
  private timer: TimerHandle | undefined;

  constructor(
    @inject(NotificationInboxPort) private readonly inbox: NotificationInboxPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {
    makeObservable<NotificationBellStore, 'set'>(this, { summary: observableRef, unread: computed, badge: computed, set: action });
  }

  get unread(): number {
    return this.summary?.total ?? 0;
  }

  get badge(): string | undefined {
    return badgeText(this.unread);
  }

  start(): void {
    this.stop ??= reaction(
      () => (this.session.state.status === 'loggedIn' ? this.session.state.account.userId : undefined),
      (userId) => {
        this.cancelPoll();
        this.set(undefined); // another user's count is never compared with this one's
        if (!userId) return;
        void this.refresh();
        this.poll();
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
    this.cancelPoll();
  }

  private poll(): void {
    this.timer = this.clock.setTimeout(() => {
      void this.refresh();
      this.poll();
    }, BELL_POLL_MS);
  }

  private cancelPoll(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  async refresh(): Promise<void> {
    const before = this.summary?.total;
    const result = await this.inbox.unread();
    if (!result.ok) return; // a failed read keeps the last count: the bell is a hint, not a source of truth
    this.set(result.value);
    // The count grew since the last read (not the first read after signing in): say so once, whatever the page.
    const arrived = before === undefined ? 0 : result.value.total - before;
    if (arrived > 0) this.notifier.show('success', this.translator.t('notifications.arrived', { count: arrived }), 'notifications-arrived');
  }

  /** The count the inbox page already knows (after marking read), shown at once. */
  show(summary: UnreadSummary): void {
    this.set(summary);
  }

  private set(summary: UnreadSummary | undefined): void {
    this.summary = summary;
  }
}
