import type { AccountApiPort } from '../../src/application/session/ports/account-api.port';
import type { AccountInfo } from '../../src/domain/account/account';
import { ErrorCode } from '../../src/domain/shared/error-code';
import { err, ok, type Result } from '../../src/domain/shared/result';

/** Answers the account call with the account a test set, or an error code. */
export class FakeAccountApi implements AccountApiPort {
  account: AccountInfo | undefined = undefined;
  failWith: ErrorCode | undefined = undefined;
  /** Called on failure, like the HTTP adapter reports to the ApiErrorObserverPort. */
  onFailure: ((code: ErrorCode) => void) | undefined = undefined;

  async accountInfo(): Promise<Result<AccountInfo, ErrorCode>> {
    const code = this.failWith ?? (this.account ? undefined : ErrorCode.Unauthorized);
    if (code) {
      this.onFailure?.(code);
      return err(code);
    }
    return ok(this.account!);
  }
}

export function anAccount(overrides: Partial<AccountInfo> = {}): AccountInfo {
  return { userId: '10001', applicationId: 'app-10001', main: true, alias: 'satoshi', eu: false, language: undefined, ...overrides };
}
