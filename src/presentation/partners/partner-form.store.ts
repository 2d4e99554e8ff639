import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { PartnerDraftPort, type PartnerDraft } from '../../application/partners/ports/partner-draft.port';
import { SubmitPartnerApplication } from '../../application/partners/submit-partner-application.use-case';
import type { PartnerFieldError, PartnerKind } from '../../domain/partners/partner-application';
import { validatePartnerForm } from './partner-form.schema';

type FieldValue = string | readonly string[] | boolean;

/**
 * One partner form: its values (restored from and saved to the draft on every change), field errors
 * (shown after the first submit, then kept current while the visitor corrects them) and the send state.
 */
@injectable()
export class PartnerFormStore {
  kind: PartnerKind = 'broker';
  values: Record<string, FieldValue> = {};
  errors: Readonly<Record<string, PartnerFieldError>> = {};
  status: 'editing' | 'sending' | 'sent' = 'editing';
  private attempted = false;

  constructor(
    @inject(SubmitPartnerApplication) private readonly submitApplication: SubmitPartnerApplication,
    @inject(PartnerDraftPort) private readonly drafts: PartnerDraftPort,
  ) {
    makeObservable<PartnerFormStore, 'attempted' | 'setStatus'>(this, {
      kind: observable,
      values: observable,
      errors: observableRef,
      status: observable,
      attempted: observable,
      sending: computed,
      start: action,
      setField: action,
      submit: action,
      setStatus: action,
      reset: action,
    });
  }

  get sending(): boolean {
    return this.status === 'sending';
  }

  /** Picks the form and restores the visitor's draft, if any. */
  start(kind: PartnerKind): void {
    this.kind = kind;
    this.values = { ...(this.drafts.load(kind) ?? {}) };
  }

  value(field: string): FieldValue | undefined {
    return this.values[field];
  }

  setField(field: string, value: FieldValue): void {
    this.values[field] = value;
    this.drafts.save(this.kind, { ...this.values } as PartnerDraft);
    if (this.attempted) this.errors = this.validate().errors;
  }

  /** Validates, then sends. Returns true when the application was received. */
  async submit(): Promise<boolean> {
    this.attempted = true;
    const checked = this.validate();
    this.errors = checked.errors;
    if (!checked.application || this.sending) return false;
    this.status = 'sending';
    const result = await this.submitApplication.execute(checked.application);
    this.setStatus(result.ok ? 'sent' : 'editing');
    return result.ok;
  }

  /** After a success, an empty form for another application. */
  reset(): void {
    this.values = {};
    this.errors = {};
    this.attempted = false;
    this.status = 'editing';
  }

  private setStatus(status: PartnerFormStore['status']): void {
    this.status = status;
  }

  private validate() {
    const result = validatePartnerForm(this.kind, this.values as PartnerDraft);
    return result.ok ? { errors: {}, application: result.value } : { errors: result.errors, application: undefined };
  }
}
