import { inject, injectable } from 'inversify';
import { isSessionExpired, nextExpiryCheckMs } from '../../domain/auth/session-expiry';
import { ErrorCode } from '../../domain/shared/error-code';
import { ClockPort, type TimerHandle } from '../shared/ports/clock.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { Notifier } from '../shared/notifier';
import { SessionState } from '../session/session-state';
import { SessionExpiryPort } from './ports/session-expiry.port';

/**
 * Logs the user out (with the -1002 toast) when the exchange session token counts as expired:
 * 30 s before its real expiry. One timer, re-armed on every sign-in and restore; a session longer than a
 * timer can wait (24.8 days) is checked at the longest delay and re-armed then.
 */
@injectable()
export class SessionExpiryWatcher {
  private timer: TimerHandle | undefined;

  constructor(
    @inject(SessionExpiryPort) private readonly expiry: SessionExpiryPort,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  /** True when the stored session already counts as expired. */
  expired(): boolean {
    return isSessionExpired(this.expiry.expiresAt(), this.clock.now());
  }

  start(): void {
    this.stop();
    const expiresAt = this.expiry.expiresAt();
    if (expiresAt === undefined || !this.credentials.token()) return;
    if (this.expired()) this.expire();
    else this.timer = this.clock.setTimeout(() => this.check(), nextExpiryCheckMs(expiresAt, this.clock.now()));
  }

  private check(): void {
    this.timer = undefined;
    if (this.expired()) this.expire();
    else this.start();
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** The exchange says the session ended elsewhere (the private stream's close 4002): signed out here too, with the toast. */
  endedByExchange(): void {
    this.stop();
    this.expire();
  }

  private expire(): void {
    this.timer = undefined;
    const hadSession = this.credentials.token() !== undefined;
    this.credentials.clear();
    this.expiry.clear();
    this.session.loggedOut();
    if (hadSession) this.notifier.showError(ErrorCode.Unauthorized);
  }
}
