import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { ManageApiKeys } from '../../application/api-keys/manage-api-keys.use-case';
import type { ApiKeyAllowance, ApiKeyPage } from '../../application/api-keys/ports/api-keys-api.port';
import { ClockPort } from '../../application/shared/ports/clock.port';
import { SubAccountsApiPort } from '../../application/subaccounts/ports/sub-accounts-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { ApiKey, CreatedApiKey } from '../../domain/api-keys/api-key';
import { challengeRefusal } from '../../domain/security/challenge-refusal';
import type { SafeCheck } from '../../domain/security/security-records';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { Result } from '../../domain/shared/result';
import type { KeyAction } from './api-key-challenge.store';
import { ApiKeyChallengeStore } from './api-key-challenge.store';
import { draftPermissions, draftProblems, EMPTY_DRAFT, readIps, type ApiKeyDraft, type FieldProblem } from './api-key-form';
import { failureCode } from '../shared/failure-code';

/** A refusal to show: the exchange's message, or a failure to reach it (the view translates `unanswered`). */
export type ApiKeyNotice = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'unanswered' };

const noticeOf = (failure: TradeFailure): ApiKeyNotice =>
  failure.kind === 'refused' ? { kind: 'refused', message: failure.message } : { kind: 'unanswered' };

export const API_KEYS_PAGE_SIZE = 10;

/** An account whose keys the page can show: the session's own (`userId` undefined) or a sub-account of its family. */
export interface KeyOwner {
  readonly userId: number | undefined;
  readonly name: string;
}

/** /account/api-management: the keys (paged), the allowance, the create form, the one-time secret, IP edits, deletes. */
@injectable()
export class ApiKeysStore {
  keys: Loadable<ApiKeyPage> = idle();
  allowance: ApiKeyAllowance | undefined = undefined;
  page = 1;
  creating = false;
  draft: ApiKeyDraft = EMPTY_DRAFT;
  /** Problems are shown once the user has tried to submit. */
  submitted = false;
  busy = false;
  /** The key just created: its secret is shown this once, until the dialog is closed. */
  created: CreatedApiKey | undefined = undefined;
  editing: { readonly key: ApiKey; readonly ips: string; readonly submitted: boolean } | undefined = undefined;
  notice: ApiKeyNotice | undefined = undefined;
  now: number;
  /** The sub-accounts of the family when the session is the main account (empty otherwise). */
  subAccounts: readonly KeyOwner[] = [];
  /** Whose keys are shown and created: undefined = the session's own account, else a sub-account's user id. */
  owner: number | undefined = undefined;

  constructor(
    @inject(ManageApiKeys) private readonly manage: ManageApiKeys,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(ApiKeyChallengeStore) readonly challenge: ApiKeyChallengeStore,
    @inject(SubAccountsApiPort) private readonly subs: SubAccountsApiPort,
  ) {
    this.now = clock.now();
    makeObservable<ApiKeysStore, 'set'>(this, {
      keys: observableRef,
      allowance: observableRef,
      page: observable,
      creating: observable,
      draft: observableRef,
      submitted: observable,
      busy: observable,
      created: observableRef,
      editing: observableRef,
      notice: observableRef,
      now: observable,
      subAccounts: observableRef,
      owner: observable,
      problems: computed,
      editProblem: computed,
      canCreate: computed,
      openCreate: action,
      closeCreate: action,
      setDraft: action,
      closeSecret: action,
      openEdit: action,
      setEditIps: action,
      closeEdit: action,
      dismissNotice: action,
      set: action,
    });
  }

  get problems(): { label?: FieldProblem; ips?: FieldProblem } {
    return this.submitted ? draftProblems(this.draft) : {};
  }

  get editProblem(): FieldProblem | undefined {
    if (!this.editing?.submitted) return undefined;
    const ips = readIps(this.editing.ips);
    return ips.ok ? undefined : ips.problem;
  }

  /** False once the cap is reached. */
  get canCreate(): boolean {
    return this.allowance === undefined || this.allowance.enableAmount > 0;
  }

  async start(): Promise<void> {
    await Promise.all([this.load(this.page), this.loadAllowance(), this.loadSubAccounts()]);
  }

  async load(page: number): Promise<void> {
    const owner = this.owner;
    this.set({ page, now: this.clock.now(), keys: this.keys.status === 'success' ? this.keys : pending() });
    const result = await this.manage.list(page, API_KEYS_PAGE_SIZE, owner);
    if (this.page === page && this.owner === owner)
      this.set({ keys: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  /** Shows (and creates) the keys of the session's account (undefined) or of one of its sub-accounts. */
  async selectOwner(userId: number | undefined): Promise<void> {
    if (userId === this.owner) return;
    this.set({ owner: userId, keys: pending(), allowance: undefined, notice: undefined });
    await Promise.all([this.load(1), this.loadAllowance()]);
  }

  openCreate(): void {
    this.creating = true;
    this.draft = EMPTY_DRAFT;
    this.submitted = false;
  }

  closeCreate(): void {
    this.creating = false;
  }

  setDraft(patch: Partial<ApiKeyDraft>): void {
    this.draft = { ...this.draft, ...patch };
  }

  /** Sends the draft when it has no problems; on success the form closes and the secret dialog opens. */
  async submitCreate(): Promise<void> {
    if (this.busy) return;
    this.set({ submitted: true });
    const problems = draftProblems(this.draft);
    const ips = readIps(this.draft.ips);
    if (problems.label || problems.ips || !ips.ok) return;
    const owner = this.owner === undefined ? {} : { subUserId: this.owner };
    const result = await this.withCode('create', (check) =>
      this.manage.create({ label: this.draft.label, permissions: draftPermissions(this.draft), allowedIps: ips.entries, ...owner }, check),
    );
    if (!result) return;
    this.set({ busy: false, ...(result.ok ? { created: result.value, creating: false } : { notice: noticeOf(result.error) }) });
    if (result.ok) await Promise.all([this.load(1), this.loadAllowance()]);
  }

  /** Forgets the secret: it is never shown again. */
  closeSecret(): void {
    this.created = undefined;
  }

  openEdit(key: ApiKey): void {
    this.editing = { key, ips: key.allowedIps.join('\n'), submitted: false };
  }

  setEditIps(ips: string): void {
    if (this.editing) this.editing = { ...this.editing, ips };
  }

  closeEdit(): void {
    this.editing = undefined;
  }

  async submitEdit(): Promise<void> {
    const editing = this.editing;
    if (!editing || this.busy) return;
    this.set({ editing: { ...editing, submitted: true } });
    const ips = readIps(editing.ips);
    if (!ips.ok) return;
    const result = await this.withCode('edit', (check) => this.manage.setIps(editing.key.apiKey, ips.entries, check));
    if (!result) return;
    this.set({ busy: false, ...(result.ok ? { editing: undefined } : { notice: noticeOf(result.error) }) });
    if (result.ok) await this.load(this.page);
  }

  async remove(key: ApiKey): Promise<void> {
    this.set({ notice: undefined });
    const result = await this.withCode('delete', (check) => this.manage.remove(key.apiKey, check), false);
    if (!result) return;
    if (!result.ok) {
      this.set({ notice: noticeOf(result.error) });
      return;
    }
    const lastOnPage = this.keys.status === 'success' && this.keys.value.rows.length === 1 && this.page > 1;
    await Promise.all([this.load(lastOnPage ? this.page - 1 : this.page), this.loadAllowance()]);
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /**
   * Runs a change behind the 2FA step: a wrong code keeps the step open (the code kept, the problem under it) and the
   * change is sent again on the next confirm; any other answer closes it. Undefined when the user gave up.
   */
  private async withCode<T>(
    action: KeyAction,
    call: (check: SafeCheck | undefined) => Promise<Result<T, TradeFailure>>,
    busy = true,
  ): Promise<Result<T, TradeFailure> | undefined> {
    let step = await this.challenge.challenge(action);
    let answer: Result<T, TradeFailure> | undefined;
    while (step.proceed) {
      if (busy) this.set({ busy: true, notice: undefined });
      const check: SafeCheck | undefined = step.check;
      const result = await call(check);
      answer = result;
      const wrong = !result.ok && result.error.kind === 'refused' && check ? challengeRefusal(result.error.message) : undefined;
      if (!wrong) break;
      if (busy) this.set({ busy: false });
      step = await this.challenge.again(wrong);
    }
    this.challenge.done();
    if (!step.proceed) {
      if (busy) this.set({ busy: false });
      return undefined;
    }
    return answer;
  }

  private async loadAllowance(): Promise<void> {
    const owner = this.owner;
    const result = await this.manage.allowance(owner);
    if (result.ok && this.owner === owner) this.set({ allowance: result.value });
  }

  /** A main account's session lists its sub-accounts (a sub-account's session manages only its own keys). */
  private async loadSubAccounts(): Promise<void> {
    const result = await this.subs.list();
    if (!result.ok) return;
    const me = result.value.members.find((m) => m.current);
    if (!me?.main) return;
    this.set({ subAccounts: result.value.members.filter((m) => !m.main).map((m) => ({ userId: m.userId, name: m.name })) });
  }

  private set(
    patch: Partial<
      Pick<
        ApiKeysStore,
        | 'keys'
        | 'allowance'
        | 'page'
        | 'creating'
        | 'submitted'
        | 'busy'
        | 'created'
        | 'editing'
        | 'notice'
        | 'now'
        | 'subAccounts'
        | 'owner'
      >
    >,
  ): void {
    Object.assign(this, patch);
  }
}
