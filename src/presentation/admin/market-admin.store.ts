import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ManageMarketData, type ChangeProblem } from '../../application/admin/manage-market-data.use-case';
import type { AdminFailure } from '../../application/admin/ports/market-admin-api.port';
import type { AdminAuditPage, AdminChange, AdminSymbolState } from '../../domain/market-admin/market-admin';
import type { AdminEffect } from '../../domain/market-admin/market-admin-effects';
import type { AdminCall } from '../../domain/market-admin/market-admin-rules';

/** The page: checking the role, not an admin (the forbidden view), the admin's page, or the exchange did not answer. */
export type AdminPageStatus = 'checking' | 'forbidden' | 'ready' | 'failed';

export const AUDIT_PAGE_SIZE = 20;

/** The "Clear leaderboard caches" action: the confirmation, the call in flight, the caches cleared or the failure. */
export interface CachesState {
  readonly confirming: boolean;
  readonly busy: boolean;
  readonly result:
    { readonly ok: true; readonly cleared: readonly string[] } | { readonly ok: false; readonly failure: AdminFailure } | undefined;
}

const key = (symbol: string, call: AdminCall) => `${symbol}|${call}`;

/**
 * The market-data admin page (transient, one per page): the role check, every perpetual's figures with an input per
 * call, the confirmation (a change and its stated effect) and the audit log below.
 */
@injectable()
export class MarketAdminStore {
  status: AdminPageStatus = 'checking';
  rows: readonly AdminSymbolState[] = [];
  drafts = new Map<string, string>();
  /** The change waiting for confirmation and its effect. */
  pending: { readonly change: AdminChange; readonly effect: AdminEffect } | undefined = undefined;
  /** Preparing or sending a change. */
  busy = false;
  /** Why the last change could not be prepared or was refused, with the input it is about. */
  problem: { readonly at: string; readonly problem: ChangeProblem } | undefined = undefined;
  audit: AdminAuditPage = { rows: [], total: 0, page: 1, size: AUDIT_PAGE_SIZE };
  auditSymbol: string | undefined = undefined;
  /** The last change that went through (for the success message). */
  applied: AdminChange | undefined = undefined;
  /** Clearing the leaderboard caches: asking for confirmation, sending, and what the exchange answered. */
  caches: CachesState = { confirming: false, busy: false, result: undefined };

  constructor(@inject(ManageMarketData) private readonly manage: ManageMarketData) {
    makeObservable<MarketAdminStore, 'settleChange'>(this, {
      status: observable,
      rows: observableRef,
      drafts: observable,
      pending: observableRef,
      busy: observable,
      problem: observableRef,
      audit: observableRef,
      auditSymbol: observable,
      applied: observableRef,
      symbols: computed,
      setDraft: action,
      cancel: action,
      settleChange: action,
      start: action,
      caches: observableRef,
      askClearCaches: action,
      cancelClearCaches: action,
    });
  }

  get symbols(): readonly string[] {
    return this.rows.map((r) => r.symbol);
  }

  draft(symbol: string, call: AdminCall): string {
    return this.drafts.get(key(symbol, call)) ?? '';
  }

  setDraft(symbol: string, call: AdminCall, value: string): void {
    this.drafts.set(key(symbol, call), value);
    if (this.problem?.at === key(symbol, call)) this.problem = undefined;
  }

  problemAt(symbol: string, call: AdminCall): ChangeProblem | undefined {
    return this.problem?.at === key(symbol, call) ? this.problem.problem : undefined;
  }

  async start(): Promise<void> {
    this.status = 'checking';
    const admin = await this.manage.isAdmin();
    if (!admin.ok) return runInAction(() => void (this.status = 'failed'));
    if (!admin.value) return runInAction(() => void (this.status = 'forbidden'));
    const loaded = await this.reload();
    runInAction(() => (this.status = loaded ? 'ready' : 'failed'));
  }

  /** Reads the perpetuals' figures and the audit page again; false when the exchange did not answer. */
  async reload(): Promise<boolean> {
    const [state] = await Promise.all([this.manage.state(), this.loadAudit(this.audit.page)]);
    if (!state.ok) return false;
    runInAction(() => (this.rows = state.value));
    return true;
  }

  async loadAudit(page: number, symbol: string | undefined = this.auditSymbol): Promise<void> {
    const result = await this.manage.audit({ symbol, page, size: AUDIT_PAGE_SIZE });
    runInAction(() => {
      this.auditSymbol = symbol;
      if (result.ok) this.audit = result.value;
    });
  }

  /** Checks the draft and states its effect: the confirmation opens with it (nothing is sent yet). */
  async prepare(symbol: string, call: AdminCall): Promise<void> {
    const current = this.rows.find((r) => r.symbol === symbol);
    const value = this.draft(symbol, call).trim();
    if (!current || value === '' || this.busy) return;
    const change: AdminChange = { call, symbol, value };
    runInAction(() => {
      this.busy = true;
      this.problem = undefined;
    });
    const effect = await this.manage.prepare(change, current);
    runInAction(() => {
      this.busy = false;
      if (effect.ok) this.pending = { change, effect: effect.value };
      else this.problem = { at: key(symbol, call), problem: effect.error };
    });
  }

  cancel(): void {
    this.pending = undefined;
  }

  /** Sends the confirmed change, then reads the figures and the audit log again. */
  async confirm(): Promise<void> {
    const pending = this.pending;
    if (!pending || this.busy) return;
    runInAction(() => (this.busy = true));
    const result = await this.manage.apply(pending.change);
    this.settleChange(pending.change, result.ok ? undefined : result.error);
    if (result.ok) await Promise.all([this.reload(), this.loadAudit(1)]);
  }

  private settleChange(change: AdminChange, failure: AdminFailure | undefined): void {
    this.busy = false;
    this.pending = undefined;
    if (failure) {
      this.problem = { at: key(change.symbol, change.call), problem: failure };
      return;
    }
    this.applied = change;
    this.drafts.delete(key(change.symbol, change.call));
  }

  /** Opens the confirmation (nothing is sent yet). */
  askClearCaches(): void {
    this.caches = { confirming: true, busy: false, result: undefined };
  }

  cancelClearCaches(): void {
    this.caches = { ...this.caches, confirming: false };
  }

  /** Sends `DELETE /caches` and keeps its answer for the result message. */
  async confirmClearCaches(): Promise<void> {
    if (this.caches.busy) return;
    runInAction(() => (this.caches = { confirming: true, busy: true, result: undefined }));
    const result = await this.manage.clearLeaderboardCaches();
    runInAction(
      () =>
        (this.caches = {
          confirming: false,
          busy: false,
          result: result.ok ? { ok: true, cleared: result.value } : { ok: false, failure: result.error },
        }),
    );
  }
}
