import { inject, injectable } from 'inversify';
import type { LoginState } from '../../domain/account/account';
import { backoffDelay } from '../../domain/shared/backoff';
import { ErrorCode, PASSING_FAILURES } from '../../domain/shared/error-code';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import type { Unsubscribe } from '../shared/token';
import { FETCH_POLICY } from '../shared/ports/query-cache.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { AccountApiPort } from './ports/account-api.port';
import { SessionState } from './session-state';

/** Failures that say nothing about the session (and maintenance): the account is asked again. */
const PASSING: ReadonlySet<ErrorCode> = new Set([...PASSING_FAILURES, ErrorCode.Maintenance]);

/** A restore waiting to ask again: why the last call failed, and when the next one goes (clock ms). */
export interface RestoreStall {
  readonly error: ErrorCode;
  readonly retryAt: number;
}

/**
 * Reads the authorization cookie: no cookie → logged out; a cookie → load the account. When the account call fails for
 * a passing reason (no network, a server error, a rate limit, maintenance) the person is not shown as logged out: the
 * state stays unknown and the call is retried with the fetch policy's backoff (1 s doubling to 30 s, no limit) while the same cookie is held. A refusal of the session
 * (-1001/-1002, which also clears the cookie) or an answer the app cannot read logs out. While it waits to ask again,
 * `stall()` says why (a private page shows it, with a button that asks at once: `retryNow`).
 */
@injectable()
export class RestoreSession {
  private retry: TimerHandle | undefined;
  /** An account call is on its way. */
  private asking = false;
  private stalled: { readonly stall: RestoreStall; readonly attempt: number; readonly token: string } | undefined;
  private readonly stallListeners = new Set<(stall: RestoreStall | undefined) => void>();

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

  /** Why the restore is waiting to ask again, while it is; undefined otherwise. */
  stall(): RestoreStall | undefined {
    return this.stalled?.stall;
  }

  onStall(listener: (stall: RestoreStall | undefined) => void): Unsubscribe {
    this.stallListeners.add(listener);
    return () => this.stallListeners.delete(listener);
  }

  /** Asks again at once instead of at the planned time (nothing while no retry waits, or while a call is on its way). */
  async retryNow(): Promise<LoginState> {
    const stalled = this.stalled;
    if (!stalled || this.asking) return this.session.current();
    this.cancelTimer();
    if (this.stillRestoring(stalled.token)) return this.attempt(stalled.attempt + 1);
    this.setStall(undefined);
    return this.session.current();
  }

  private async attempt(attempt: number): Promise<LoginState> {
    const token = this.credentials.token();
    if (token) {
      this.asking = true;
      let account: Awaited<ReturnType<AccountApiPort['accountInfo']>>;
      try {
        account = await this.accounts.accountInfo();
      } finally {
        this.asking = false;
      }
      if (!account.ok && PASSING.has(account.error) && this.credentials.token() === token) {
        this.retryLater(attempt, token, account.error);
        return this.session.current();
      }
      if (account.ok) this.session.loggedIn(account.value);
      else if (this.session.current().status === 'unknown') this.session.loggedOut();
    } else this.session.loggedOut();
    this.setStall(undefined);
    return this.session.current();
  }

  private retryLater(attempt: number, token: string, error: ErrorCode): void {
    const delay = backoffDelay(attempt, FETCH_POLICY.retryBaseMs, FETCH_POLICY.retryMaxMs);
    this.retry = this.clock.setTimeout(() => {
      this.retry = undefined;
      // Another path settled the session meanwhile (a sign-in, a sign-out, another tab): nothing left to restore.
      if (!this.stillRestoring(token)) return this.setStall(undefined);
      void this.attempt(attempt + 1);
    }, delay);
    this.setStall({ stall: { error, retryAt: this.clock.now() + delay }, attempt, token });
  }

  private stillRestoring(token: string): boolean {
    return this.credentials.token() === token && this.session.current().status === 'unknown';
  }

  private cancelRetry(): void {
    this.cancelTimer();
    this.setStall(undefined);
  }

  private cancelTimer(): void {
    if (this.retry !== undefined) this.clock.clearTimeout(this.retry);
    this.retry = undefined;
  }

  private setStall(stalled: RestoreSession['stalled']): void {
    if (stalled === this.stalled) return;
    this.stalled = stalled;
    for (const listener of this.stallListeners) listener(stalled?.stall);
  }
}
