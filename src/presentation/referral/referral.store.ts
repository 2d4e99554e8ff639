import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  ReferralApiPort,
  type Commission,
  type Paged,
  type Referee,
  type ReferralCode,
  type ReferralTotals,
} from '../../application/referral/ports/referral-api.port';
import { PageOrigin } from '../../application/shared/page-origin';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import {
  codeProblem,
  MAX_NOTE_LENGTH,
  MAX_REFERRAL_CODES,
  normaliseCode,
  referralLink,
  type ReferralSplit,
} from '../../domain/referral/referral';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { failureCode } from '../shared/failure-code';
import { growthRefusal, type TranslatedRefusal } from '../shared/growth-refusals';

export const REFERRAL_PAGE_SIZE = 10;

/** Why the form's input was refused: a rule the page checks itself, or the exchange's refusal read back (both translated). */
export type CodeFormProblem = { readonly key: 'length' | 'characters' | 'note' | 'max' } | { readonly refusal: TranslatedRefusal };
export type CodeFormOutcome =
  { readonly ok: true; readonly code: ReferralCode } | { readonly ok: false; readonly problem: CodeFormProblem };

const problemOf = (failure: TradeFailure): CodeFormProblem => ({
  refusal: failure.kind === 'refused' ? growthRefusal(failure.message) : { key: `common:errors.${failure.error}`, values: {} },
});

/**
 * /account/referral: the member's codes (default first, at most 20) with their split and note, the link of the shown
 * code, the totals (30 days and all time), the referees and the commission history.
 */
@injectable()
export class ReferralStore {
  codes: Loadable<readonly ReferralCode[]> = idle();
  totals: ReferralTotals | undefined = undefined;
  referees: Loadable<Paged<Referee>> = idle();
  commissions: Loadable<Paged<Commission>> = idle();
  /** The code whose link and QR code are shown; the default one unless the member picks another. */
  shownId: number | undefined = undefined;

  constructor(
    @inject(ReferralApiPort) private readonly api: ReferralApiPort,
    @inject(PageOrigin) private readonly origin: string,
  ) {
    makeObservable<ReferralStore, 'set' | 'replace'>(this, {
      codes: observableRef,
      totals: observableRef,
      referees: observableRef,
      commissions: observableRef,
      shownId: observable,
      list: computed,
      defaultCode: computed,
      shown: computed,
      link: computed,
      canCreate: computed,
      set: action,
      replace: action,
      show: action,
    });
  }

  get list(): readonly ReferralCode[] {
    return this.codes.status === 'success' ? this.codes.value : [];
  }

  get defaultCode(): ReferralCode | undefined {
    return this.list.find((c) => c.isDefault) ?? this.list[0];
  }

  get shown(): ReferralCode | undefined {
    return this.list.find((c) => c.id === this.shownId) ?? this.defaultCode;
  }

  /** `<origin>/register?ref=CODE` of the shown code. */
  get link(): string | undefined {
    return this.shown && referralLink(this.origin, this.shown.code);
  }

  get canCreate(): boolean {
    return this.codes.status === 'success' && this.list.length < MAX_REFERRAL_CODES;
  }

  private set(patch: Partial<Pick<ReferralStore, 'codes' | 'totals' | 'referees' | 'commissions' | 'shownId'>>): void {
    Object.assign(this, patch);
  }

  show(id: number): void {
    this.shownId = id;
  }

  async start(): Promise<void> {
    await Promise.all([this.loadCodes(), this.loadTotals(), this.loadReferees(1), this.loadCommissions(1)]);
  }

  async loadCodes(): Promise<void> {
    if (this.codes.status !== 'success') this.set({ codes: pending() });
    const result = await this.api.codes();
    this.set({ codes: result.ok ? loaded(orderCodes(result.value)) : failed(failureCode(result.error)) });
  }

  async loadTotals(): Promise<void> {
    const result = await this.api.totals();
    if (result.ok) this.set({ totals: result.value });
  }

  async loadReferees(page: number): Promise<void> {
    if (this.referees.status !== 'success') this.set({ referees: pending() });
    const result = await this.api.referees(page, REFERRAL_PAGE_SIZE);
    this.set({ referees: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  async loadCommissions(page: number): Promise<void> {
    if (this.commissions.status !== 'success') this.set({ commissions: pending() });
    const result = await this.api.commissions(page, REFERRAL_PAGE_SIZE);
    this.set({ commissions: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }

  /** A code nobody holds, for the form (empty when the exchange does not answer). */
  async proposeCode(): Promise<string> {
    const result = await this.api.freeCode();
    return result.ok ? result.value : '';
  }

  /** A new code (typed in any case; empty for a free one), checked here before the exchange sees it. */
  async create(input: { readonly code: string; readonly split: ReferralSplit; readonly note: string }): Promise<CodeFormOutcome> {
    if (!this.canCreate) return { ok: false, problem: { key: 'max' } };
    const code = normaliseCode(input.code);
    const problem = code === '' ? undefined : codeProblem(code);
    if (problem) return { ok: false, problem: { key: problem } };
    const note = input.note.trim();
    if (note.length > MAX_NOTE_LENGTH) return { ok: false, problem: { key: 'note' } };
    const result = await this.api.create({ ...(code ? { code } : {}), split: input.split, ...(note ? { note } : {}) });
    if (!result.ok) return { ok: false, problem: problemOf(result.error) };
    this.set({ codes: loaded([...this.list, result.value]) });
    return { ok: true, code: result.value };
  }

  /** A code's split and note. */
  async edit(id: number, patch: { readonly split: ReferralSplit; readonly note: string }): Promise<CodeFormOutcome> {
    const note = patch.note.trim();
    if (note.length > MAX_NOTE_LENGTH) return { ok: false, problem: { key: 'note' } };
    const result = await this.api.edit(id, { split: patch.split, note });
    if (!result.ok) return { ok: false, problem: problemOf(result.error) };
    this.replace(result.value);
    return { ok: true, code: result.value };
  }

  /** The code becomes the default one (first in the list, the link shown); the former default stays as another. */
  async makeDefault(id: number): Promise<boolean> {
    const result = await this.api.makeDefault(id);
    if (!result.ok) return false;
    this.set({
      codes: loaded(orderCodes(this.list.map((c) => (c.id === id ? result.value : { ...c, isDefault: false })))),
      shownId: undefined,
    });
    return true;
  }

  private replace(code: ReferralCode): void {
    this.set({ codes: loaded(this.list.map((c) => (c.id === code.id ? code : c))) });
  }
}

/** The default code first, the others in the order they were made. */
function orderCodes(codes: readonly ReferralCode[]): readonly ReferralCode[] {
  return [...codes].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdTime - b.createdTime || a.id - b.id);
}
