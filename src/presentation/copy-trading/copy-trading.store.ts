import Decimal from 'decimal.js';
import { inject, injectable, optional } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { CopyTradingApiPort } from '../../application/copy-trading/ports/copy-trading-api.port';
import { OrderPasswordPort } from '../../application/security/ports/order-password.port';
import { isTradePasswordRefusal } from '../../domain/security/trade-password-on-order';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { profitShareAllowed } from '../../domain/copy-trading/copy-settings';
import type { CopyHistoryRow, CopyLimits, CopyView, MyLead, Paged } from '../../domain/copy-trading/copy-views';
import { draftOf, emptyDraft, validateCopyForm, type CopyDraft, type CopyFieldError } from './copy-form.schema';
import { failureCode } from '../shared/failure-code';
import { CopyMarketStore } from './copy-market.store';
import { LeadTraderStore } from './lead-trader.store';

const HISTORY_SIZE = 20;
/** A refusal's message as the exchange worded it (shown under the dialog), or undefined for a network failure. */
const messageOf = (f: TradeFailure): string | undefined => (f.kind === 'refused' ? f.message : undefined);

/** The copy dialog's state: for which lead trader, its bounds, the draft and its problems. */
export interface CopyDialog {
  readonly leadUuid: string;
  readonly leadName: string;
  /** Editing a running copy (else starting one). */
  readonly copyId: number | null;
  readonly limits: Loadable<CopyLimits>;
  readonly draft: CopyDraft;
  readonly errors: Partial<Record<keyof CopyDraft, CopyFieldError>>;
  readonly submitting: boolean;
  /** The exchange's refusal, or 'network'. */
  readonly failure?: string;
}

/** What the user just did to a copy, for the toast and for the pages to re-read their figures (copiers, AUM). */
export interface CopyChange {
  readonly kind: 'started' | 'changed' | 'stopped';
  readonly leadName: string;
  /** Counts up with every change, so the same change twice is still seen. */
  readonly seq: number;
}

/** /social-trading: my copies (running, stopped), each one's history, stop, the copy dialog, the lead-trader application. */
@injectable()
export class CopyTradingStore {
  copies: Loadable<CopyView[]> = idle();
  history: Loadable<Paged<CopyHistoryRow>> = idle();
  historyOf: number | null = null;
  dialog: CopyDialog | null = null;
  myLead: Loadable<MyLead> = idle();
  applyFailure: string | null = null;
  lastChange: CopyChange | null = null;

  constructor(
    @inject(CopyTradingApiPort) private readonly api: CopyTradingApiPort,
    @inject(CopyMarketStore) private readonly market: CopyMarketStore,
    @inject(LeadTraderStore) private readonly lead: LeadTraderStore,
    @inject(OrderPasswordPort) @optional() private readonly password?: OrderPasswordPort,
  ) {
    makeObservable<CopyTradingStore, 'set'>(this, {
      copies: observableRef,
      history: observableRef,
      historyOf: observable,
      dialog: observableRef,
      myLead: observableRef,
      applyFailure: observable,
      lastChange: observableRef,
      running: computed,
      stopped: computed,
      set: action,
      edit: action,
      close: action,
    });
  }

  get running(): CopyView[] {
    return this.copies.status === 'success' ? this.copies.value.filter((c) => c.status === 'RUNNING') : [];
  }

  get stopped(): CopyView[] {
    return this.copies.status === 'success' ? this.copies.value.filter((c) => c.status === 'STOPPED') : [];
  }

  /** My running copy of this lead trader, if any (the card and the profile then say "Copying"). */
  copyOf(leadUuid: string): CopyView | undefined {
    return this.running.find((c) => c.leadUuid === leadUuid);
  }

  /** After a start, change or stop: says so (the toast) and re-reads the figures it moved (copiers, AUM) where shown. */
  private async changed(kind: CopyChange['kind'], leadUuid: string, leadName: string): Promise<void> {
    this.set({ lastChange: { kind, leadName, seq: (this.lastChange?.seq ?? 0) + 1 } });
    await Promise.all([this.market.refresh(), this.lead.refreshFor(leadUuid)]);
  }

  private set(
    patch: Partial<Pick<CopyTradingStore, 'copies' | 'history' | 'historyOf' | 'dialog' | 'myLead' | 'applyFailure' | 'lastChange'>>,
  ): void {
    Object.assign(this, patch);
  }

  async load(): Promise<void> {
    if (this.copies.status !== 'success') this.set({ copies: pending() });
    const r = await this.api.copies();
    this.set({ copies: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  async showHistory(copyId: number, page = 1): Promise<void> {
    this.set({ historyOf: copyId, history: this.historyOf === copyId && this.history.status === 'success' ? this.history : pending() });
    const r = await this.api.history(copyId, page, HISTORY_SIZE);
    if (this.historyOf === copyId) this.set({ history: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  /**
   * Stops a copy: null once it is stopped, else the exchange's refusal (its sentence) or 'network' (no answer, and the
   * list read again does not show it stopped: the stop may not have reached the exchange). The list and the history
   * are read again either way.
   */
  async stop(copyId: number, closePositions: boolean): Promise<string | null> {
    const r = await this.api.stop(copyId, closePositions);
    await this.load();
    if (r.ok) await this.changed('stopped', r.value.leadUuid, r.value.leadCoolName);
    if (this.historyOf === copyId) await this.showHistory(copyId);
    if (r.ok) return null;
    return messageOf(r.error) ?? (this.stopped.some((c) => c.copyId === copyId) ? null : 'network');
  }

  /** Opens the dialog to copy a lead trader, or to edit the running copy. */
  async openDialog(leadUuid: string, leadName: string, copy?: CopyView): Promise<void> {
    this.set({
      dialog: {
        leadUuid,
        leadName,
        copyId: copy?.copyId ?? null,
        limits: pending(),
        draft: copy ? draftOf(copy.settings) : emptyDraft(),
        errors: {},
        submitting: false,
      },
    });
    const r = await this.api.limits(leadUuid);
    const d = this.dialog;
    if (!d || d.leadUuid !== leadUuid) return;
    this.set({
      dialog: {
        ...d,
        limits: r.ok ? loaded(r.value) : failed(failureCode(r.error)),
        draft: copy ? d.draft : emptyDraft(r.ok ? r.value : undefined),
      },
    });
  }

  edit(patch: Partial<CopyDraft>): void {
    if (this.dialog) this.dialog = { ...this.dialog, draft: { ...this.dialog.draft, ...patch }, errors: {}, failure: undefined };
  }

  close(): void {
    this.dialog = null;
  }

  /** Validates and sends; true when the copy started (or was changed). */
  async submit(): Promise<boolean> {
    const d = this.dialog;
    if (!d || d.limits.status !== 'success') return false;
    const checked = validateCopyForm(d.draft, d.limits.value);
    if (!checked.ok) {
      this.set({ dialog: { ...d, errors: checked.errors } });
      return false;
    }
    this.set({ dialog: { ...d, submitting: true, failure: undefined } });
    // the trade password first, as before an order: a closed prompt sends nothing
    if (!(await this.unlocked())) {
      if (this.dialog) this.set({ dialog: { ...this.dialog, submitting: false } });
      return false;
    }
    const r = d.copyId === null ? await this.api.start(d.leadUuid, checked.value) : await this.api.edit(d.copyId, checked.value);
    if (!r.ok) {
      // refused for the trade password (its window closed on the exchange): the next try asks again
      if (r.error.kind === 'refused' && isTradePasswordRefusal(r.error.code, r.error.message)) this.password?.refused();
      this.set({ dialog: { ...d, submitting: false, failure: messageOf(r.error) ?? 'network' } });
      return false;
    }
    this.set({ dialog: null });
    await this.load();
    await this.changed(d.copyId === null ? 'started' : 'changed', d.leadUuid, d.leadName);
    return true;
  }

  /** True to go on (no password asked, or checked right); false when the member closed the prompt. */
  private unlocked(): Promise<boolean> {
    return this.password ? this.password.beforeOrder().catch(() => true) : Promise.resolve(true);
  }

  async loadLead(): Promise<void> {
    const r = await this.api.myLead();
    this.set({ myLead: r.ok ? loaded(r.value) : failed(failureCode(r.error)) });
  }

  /** Applies to lead (or changes the terms): profit share as a percent, 0–30. */
  async apply(profitSharePercent: string, minCopyAmount: string, maxCopiers: number): Promise<boolean> {
    const share = /^\d+(\.\d+)?$/.test(profitSharePercent.trim()) ? new Decimal(profitSharePercent.trim()).div(100).toFixed() : '';
    if (!profitShareAllowed(share)) {
      this.set({ applyFailure: 'profitShare' });
      return false;
    }
    const r = await this.api.apply({ profitShare: share, minCopyAmount, maxCopiers });
    this.set({ applyFailure: r.ok ? null : (messageOf(r.error) ?? 'network') });
    await this.loadLead();
    return r.ok;
  }
}
