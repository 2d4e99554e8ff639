import { inject, injectable } from 'inversify';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ManageSecondFactors, type LinkError } from '../../application/security/account-links.use-cases';
import type { SecondFactor, StepError } from '../../domain/auth/second-factor';
import type { Result } from '../../domain/shared/result';
import { busyWhile } from '../shared/busy-while';

/** The security page's sign-in second factors: the list, the enrolment (code sent → confirmed), removal. */
@injectable()
export class SecondFactorsStore {
  factors: readonly SecondFactor[] | undefined = undefined;
  listError: LinkError | undefined = undefined;
  /** The enrolment's verification id once the SMS code was sent. */
  verificationId: string | undefined = undefined;
  error: StepError | undefined = undefined;
  /** A verification email was sent (the provider wants a verified email first). */
  verificationSent = false;
  busy = false;

  constructor(@inject(ManageSecondFactors) private readonly manage: ManageSecondFactors) {
    makeObservable(this, {
      factors: observableRef,
      listError: observableRef,
      verificationId: observable,
      error: observableRef,
      verificationSent: observable,
      busy: observable,
    });
  }

  async load(): Promise<void> {
    const listed = await this.manage.list();
    runInAction(() => {
      if (listed.ok) this.factors = listed.value;
      else this.listError = listed.error;
    });
  }

  private async step<T>(work: () => Promise<Result<T, StepError>>, done: (value: T) => void): Promise<boolean> {
    runInAction(() => (this.error = undefined));
    const result = await busyWhile(this, work);
    runInAction(() => {
      if (result.ok) done(result.value);
      else this.error = result.error;
    });
    return result.ok;
  }

  start(phone: string): Promise<boolean> {
    return this.step(
      () => this.manage.start(phone),
      (id) => (this.verificationId = id),
    );
  }

  async finish(code: string, name: string): Promise<boolean> {
    const id = this.verificationId;
    if (!id) return false;
    const done = await this.step(
      () => this.manage.finish(id, code, name),
      () => (this.verificationId = undefined),
    );
    if (done) await this.load();
    return done;
  }

  cancel(): void {
    runInAction(() => {
      this.verificationId = undefined;
      this.error = undefined;
    });
  }

  async remove(factor: SecondFactor): Promise<boolean> {
    const done = await this.step(
      () => this.manage.remove(factor),
      () => undefined,
    );
    if (done) await this.load();
    return done;
  }

  verifyEmail(): Promise<boolean> {
    return this.step(
      () => this.manage.verifyEmail(),
      () => (this.verificationSent = true),
    );
  }
}
