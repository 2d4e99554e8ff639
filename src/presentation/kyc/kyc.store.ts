import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { KycApplicationInput, KycStatusAnswer } from '../../application/kyc/ports/kyc-api.port';
import { VerifyIdentity } from '../../application/kyc/verify-identity.use-case';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import { canApply, type KycField, type KycProblem, type KycRegion } from '../../domain/account/identity-verification';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { failureCode } from '../shared/failure-code';

/** How often a PENDING application is asked about again. */
export const KYC_POLL_MS = 2000;

export type KycNotice = { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'unanswered' };

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const EMPTY: KycApplicationInput = { firstName: '', lastName: '', birthDate: '', country: '', documentType: '' };

/** /account/identity-verification: the status, the regions, the form with its field problems, and the wait for the review. */
@injectable()
export class KycStore {
  status: Loadable<KycStatusAnswer> = idle();
  regions: KycRegion[] = [];
  form: KycApplicationInput = EMPTY;
  file: Blob | undefined = undefined;
  fileName = '';
  problems: Partial<Record<KycField, KycProblem>> = {};
  submitting = false;
  notice: KycNotice | undefined = undefined;
  private timer: TimerHandle | undefined;
  private running = false;

  constructor(
    @inject(VerifyIdentity) private readonly verify: VerifyIdentity,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable<KycStore, 'set'>(this, {
      status: observableRef,
      regions: observableRef,
      form: observableRef,
      file: observableRef,
      fileName: observable,
      problems: observableRef,
      submitting: observable,
      notice: observableRef,
      canApply: computed,
      selectedRegion: computed,
      setField: action,
      setFile: action,
      set: action,
    });
  }

  get canApply(): boolean {
    return this.status.status === 'success' && canApply(this.status.value);
  }

  /** The chosen country (its EU flag decides whether the EU rules are shown). */
  get selectedRegion(): KycRegion | undefined {
    const code = this.form.country || (this.status.status === 'success' ? this.status.value.country : '');
    return this.regions.find((r) => r.code === code);
  }

  async start(): Promise<void> {
    this.running = true;
    if (this.status.status !== 'success') this.set({ status: pending() });
    const [status, regions] = await Promise.all([this.verify.status(), this.verify.regions()]);
    if (regions.ok) this.set({ regions: regions.value });
    this.applyStatus(status.ok ? loaded(status.value) : failed(failureCode(status.error)));
  }

  stop(): void {
    this.running = false;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  setField(field: keyof KycApplicationInput, value: string): void {
    this.form = { ...this.form, [field]: value };
    const { [field]: _gone, ...rest } = this.problems;
    this.problems = rest;
  }

  setFile(file: Blob | undefined, name: string): void {
    this.file = file;
    this.fileName = name;
    const { document: _gone, ...rest } = this.problems;
    this.problems = rest;
  }

  /** Sends the application once (a second click while sending does nothing); field problems keep every answer. */
  async submit(): Promise<void> {
    if (this.submitting || !this.canApply) return;
    this.set({ submitting: true, notice: undefined });
    const result = await this.verify.apply(this.form, this.file, this.regions, isoDay(this.clock.now()));
    if (result.ok) {
      this.set({ submitting: false, form: EMPTY, file: undefined, fileName: '', problems: {} });
      this.applyStatus(loaded(result.value));
      return;
    }
    const failure = result.error;
    if (failure.kind === 'invalid') {
      this.set({ submitting: false, problems: Object.fromEntries(failure.problems.map((p) => [p.field, p.problem])) });
    } else {
      const f = failure.failure;
      this.set({ submitting: false, notice: f.kind === 'refused' ? { kind: 'refused', message: f.message } : { kind: 'unanswered' } });
    }
  }

  private applyStatus(status: Loadable<KycStatusAnswer>): void {
    this.set({ status });
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.running && status.status === 'success' && status.value.status === 'PENDING') {
      this.timer = this.clock.setTimeout(() => void this.poll(), KYC_POLL_MS);
    }
  }

  private async poll(): Promise<void> {
    this.timer = undefined;
    const status = await this.verify.status();
    if (status.ok) this.applyStatus(loaded(status.value));
    else if (this.running) this.timer = this.clock.setTimeout(() => void this.poll(), KYC_POLL_MS);
  }

  private set(
    patch: Partial<Pick<KycStore, 'status' | 'regions' | 'form' | 'file' | 'fileName' | 'problems' | 'submitting' | 'notice'>>,
  ): void {
    Object.assign(this, patch);
  }
}
