import { inject, injectable } from 'inversify';
import type { LoginState } from '../../domain/account/account';
import { backoffDelay } from '../../domain/shared/backoff';
import { ErrorCode, PASSING_FAILURES } from '../../domain/shared/error-code';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { FETCH_POLICY } from '../shared/ports/query-cache.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { AccountApiPort } from './ports/account-api.port';
import { SessionState } from './session-state';

/** Failures that say nothing about the session (and maintenance): the account is asked again. */
const PASSING: ReadonlySet<ErrorCode> = new Set([...PASSING_FAILURES, ErrorCode.Maintenance]);

/**
 * Reads the authorization cookie: no cookie → logged out; a cookie → load the account. When the account call fails for
 * a passing reason (no network, a server error, a rate limit, maintenance) the person is not shown as logged out: the
 * state stays unknown and the call is retried with the fetch policy's backoff (1 s doubling to 30 s, no limit) while the same cookie is held. A refusal of the session
 * (-1001/-1002, which also clears the cookie) or an answer the app cannot read logs out.
 */
@injectable()
export class RestoreSession {
  private retry: TimerHandle | undefined;

  constructor(
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(AccountApiPort) private readonly accounts: AccountApiPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {}

  async execute(): Promise<LoginState> {
    this.cancelRetry();
    return this.attempt(0);
  }

  private async attempt(attempt: number): Promise<LoginState> {
    const token = this.credentials.token();
    if (!token) {
      this.session.loggedOut();
      return this.session.current();
    }
    const account = await this.accounts.accountInfo();
    if (account.ok) this.session.loggedIn(account.value);
    else if (PASSING.has(account.error) && this.credentials.token() === token) this.retryLater(attempt, token);
    else if (this.session.current().status === 'unknown') this.session.loggedOut();
    return this.session.current();
  }

  private retryLater(attempt: number, token: string): void {
    this.retry = this.clock.setTimeout(
      () => {
        this.retry = undefined;
        // Another path settled the session meanwhile (a sign-in, a sign-out, another tab): nothing left to restore.
        if (this.credentials.token() !== token || this.session.current().status !== 'unknown') return;
        void this.attempt(attempt + 1);
      },
      backoffDelay(attempt, FETCH_POLICY.retryBaseMs, FETCH_POLICY.retryMaxMs),
    );
  }

  private cancelRetry(): void {
    if (this.retry !== undefined) this.clock.clearTimeout(this.retry);
    this.retry = undefined;
  }
}
