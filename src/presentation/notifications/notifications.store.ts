import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { NotificationsApiPort, type InboxPage } from '../../application/notifications/ports/notifications-api.port';
import { afterRead, type NotificationCategory, type NotificationSettings, type UnreadSummary } from '../../domain/notifications/inbox';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { NotificationBellStore } from './notification-bell.store';
import { failureCode } from '../shared/failure-code';

export const INBOX_PAGE_SIZE = 20;
export type InboxFilter = NotificationCategory | 'ALL';

/** /notification: the inbox by category, marking read (one, all), and the per-category settings; the bell follows. */
@injectable()
export class NotificationsStore {
  filter: InboxFilter = 'ALL';
  pageNumber = 1;
  inbox: Loadable<InboxPage> = idle();
  settings: NotificationSettings | undefined = undefined;
  busy = false;

  constructor(
    @inject(NotificationsApiPort) private readonly api: NotificationsApiPort,
    @inject(NotificationBellStore) private readonly bell: NotificationBellStore,
  ) {
    makeObservable<NotificationsStore, 'set'>(this, {
      filter: observable,
      pageNumber: observable,
      inbox: observableRef,
      settings: observableRef,
      busy: observable,
      unread: computed,
      rows: computed,
      set: action,
    });
  }

  /** The unread counts (the bell's). */
  get unread(): UnreadSummary | undefined {
    return this.bell.summary;
  }

  get rows() {
    return this.inbox.status === 'success' ? this.inbox.value.rows : [];
  }

  private set(patch: Partial<Pick<NotificationsStore, 'filter' | 'pageNumber' | 'inbox' | 'settings' | 'busy'>>): void {
    Object.assign(this, patch);
  }

  async start(): Promise<void> {
    await Promise.all([this.load(), this.loadSettings(), this.bell.refresh()]);
  }

  async load(): Promise<void> {
    if (this.inbox.status !== 'success') this.set({ inbox: pending() });
    const result = await this.api.list({
      ...(this.filter === 'ALL' ? {} : { category: this.filter }),
      page: this.pageNumber,
      size: INBOX_PAGE_SIZE,
    });
    this.set({ inbox: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  async loadSettings(): Promise<void> {
    const result = await this.api.settings();
    if (result.ok) this.set({ settings: result.value });
  }

  async show(filter: InboxFilter): Promise<void> {
    this.set({ filter, pageNumber: 1, inbox: pending() });
    await this.load();
  }

  async goTo(page: number): Promise<void> {
    this.set({ pageNumber: page });
    await this.load();
  }

  /** Marks one notification read (opening it does too); the bell drops by one at once. */
  async markRead(id: string): Promise<void> {
    const entry = this.rows.find((r) => r.id === id);
    if (!entry || entry.read) return;
    const result = await this.api.markRead({ ids: [id] });
    if (!result.ok) return;
    if (this.unread) this.bell.show(afterRead(this.unread, this.rows, [id]));
    this.patchRows([id]);
  }

  /** Marks every notification read (of the shown category, when one is chosen). */
  async readAll(): Promise<void> {
    this.set({ busy: true });
    const result = await this.api.markRead(this.filter === 'ALL' ? {} : { category: this.filter });
    this.set({ busy: false });
    if (!result.ok) return;
    this.patchRows(this.rows.map((r) => r.id));
    await this.bell.refresh();
  }

  async toggle(category: NotificationCategory, enabled: boolean): Promise<void> {
    const result = await this.api.setCategory(category, enabled);
    if (result.ok) this.set({ settings: result.value });
  }

  private patchRows(ids: readonly string[]): void {
    if (this.inbox.status !== 'success') return;
    const page = this.inbox.value;
    this.set({ inbox: loaded({ ...page, rows: page.rows.map((r) => (ids.includes(r.id) ? { ...r, read: true } : r)) }) });
  }
}
