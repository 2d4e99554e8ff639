import type { PartnerApplicationApiPort } from '../../../src/application/partners/ports/partner-application-api.port';
import type { PartnerApplication } from '../../../src/domain/partners/partner-application';
import type { ErrorCode } from '../../../src/domain/shared/error-code';
import { err, ok } from '../../../src/domain/shared/result';

/** Records applications; `failNext` makes the next submission fail with that code. */
export class FakePartnerApplicationApi implements PartnerApplicationApiPort {
  readonly received: PartnerApplication[] = [];
  failNext: ErrorCode | undefined;

  async submit(application: PartnerApplication) {
    if (this.failNext) {
      const code = this.failNext;
      this.failNext = undefined;
      return err(code);
    }
    this.received.push(application);
    return ok({ id: String(this.received.length) });
  }
}
