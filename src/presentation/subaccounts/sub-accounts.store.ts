import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ManageSubAccounts } from '../../application/subaccounts/manage-sub-accounts.use-case';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { currentMember, type SubAccountList, type SubAccountMember } from '../../domain/subaccounts/sub-account';
import { failureCode } from '../shared/failure-code';
import type { Refusal } from '../../domain/shared/refusal';

/** A refusal to show: the exchange's (or the rule's) message, or a failure to reach it (the view translates it). */
export type SubAccountNotice =
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'invalid'; readonly refusal: Refusal }
  | { readonly kind: 'unanswered' };
const noticeOf = (f: TradeFailure): SubAccountNotice =>
  f.kind === 'refused' ? { kind: 'refused', message: f.message } : { kind: 'unanswered' };

/** The family's accounts: the list, creating and renaming sub-accounts, and switching the account the app acts as. */
@injectable()
export class SubAccountsStore {
  list: Loadable<SubAccountList> = idle();
  notice: SubAccountNotice | undefined = undefined;
  busy = false;
  /** The account a switch is on its way to (the page reopens when it is done). */
  switching: string | undefined = undefined;

  constructor(@inject(ManageSubAccounts) private readonly manage: ManageSubAccounts) {
    makeObservable<SubAccountsStore, 'set'>(this, {
      list: observableRef,
      notice: observableRef,
      busy: observable,
      switching: observable,
      members: computed,
      subs: computed,
      current: computed,
      actingAsSub: computed,
      limit: computed,
      set: action,
      dismiss: action,
    });
  }

  get members(): readonly SubAccountMember[] {
    return this.list.status === 'success' ? this.list.value.members : [];
  }

  get subs(): readonly SubAccountMember[] {
    return this.members.filter((m) => !m.main);
  }

  get current(): SubAccountMember | undefined {
    return currentMember(this.members);
  }

  get actingAsSub(): boolean {
    return this.current !== undefined && !this.current.main;
  }

  get limit(): number {
    return this.list.status === 'success' ? this.list.value.limit : 10;
  }

  async load(): Promise<void> {
    if (this.list.status !== 'success') this.set({ list: pending() });
    const result = await this.manage.list();
    this.set({ list: result.ok ? loaded(result.value) : this.list.status === 'success' ? this.list : failed(failureCode(result.error)) });
  }

  /** True when the sub-account was created (the list reloads). */
  async create(nickname: string): Promise<boolean> {
    return this.run(() =>
      this.manage.create(
        nickname,
        this.subs.map((s) => s.name),
      ),
    );
  }

  async rename(applicationId: string, alias: string): Promise<boolean> {
    return this.run(() =>
      this.manage.rename(
        applicationId,
        alias,
        this.subs.filter((s) => s.applicationId !== applicationId).map((s) => s.name),
      ),
    );
  }

  /** Acts as `applicationId` from now on: the app reopens at `path` as that account. */
  async switchTo(applicationId: string, path: string): Promise<void> {
    if (this.switching || this.current?.applicationId === applicationId) return;
    this.set({ switching: applicationId, notice: undefined });
    const result = await this.manage.switchTo(applicationId, path);
    if (!result.ok) this.set({ switching: undefined, notice: noticeOf(result.error) });
  }

  dismiss(): void {
    this.notice = undefined;
  }

  private async run(work: () => Promise<{ ok: true } | { ok: false; error: TradeFailure }>): Promise<boolean> {
    if (this.busy) return false;
    this.set({ busy: true, notice: undefined });
    const result = await work();
    this.set({ busy: false, notice: result.ok ? undefined : noticeOf(result.error) });
    if (result.ok) await this.load();
    return result.ok;
  }

  private set(patch: Partial<Pick<SubAccountsStore, 'list' | 'notice' | 'busy' | 'switching'>>): void {
    Object.assign(this, patch);
  }
}
