import { inject, injectable } from 'inversify';
import { SessionState } from '../session/session-state';
import { ClockPort } from '../shared/ports/clock.port';
import { LoggerPort } from '../shared/ports/logger.port';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { Tracker } from '../tracking/tracker';
import { AuthProviderPort } from './ports/auth-provider.port';
import { IdentityApiPort } from './ports/identity-api.port';
import { SessionExpiryPort } from './ports/session-expiry.port';
import { TokenSyncPort } from './ports/token-sync.port';
import { SessionExpiryWatcher } from './session-expiry-watcher';

/** How long log out waits for the remote calls (server session, token sync, Firebase) before it is done anyway. */
export const LOGOUT_REMOTE_TIMEOUT_MS = 5_000;

/**
 * Log out clears the authorization cookie and the stored user id and signs out of Firebase. The local state
 * goes first, at once, so a slow or failing network can never leave the user logged in; then, best-effort and at
 * most `LOGOUT_REMOTE_TIMEOUT_MS`, the server session (with the token it had), the token sync and Firebase. Never
 * rejects. `everywhere` ends every session of the account on the server.
 */
@injectable()
export class LogOut {
  constructor(
    @inject(IdentityApiPort) private readonly identity: IdentityApiPort,
    @inject(AuthProviderPort) private readonly auth: AuthProviderPort,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionExpiryPort) private readonly expiry: SessionExpiryPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(SessionExpiryWatcher) private readonly watcher: SessionExpiryWatcher,
    @inject(TokenSyncPort) private readonly tokenSync: TokenSyncPort,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  async execute(options: { everywhere?: boolean } = {}): Promise<void> {
    void this.tracker.track('logout', {}).catch(() => undefined);
    const token = this.credentials.token();
    this.watcher.stop();
    this.credentials.clear();
    this.expiry.clear();
    this.session.loggedOut();
    await this.bestEffort([
      token ? this.identity.logout(token, options.everywhere === true) : Promise.resolve(),
      this.auth
        .idToken()
        .then((idToken) => (idToken ? this.tokenSync.signedOut(idToken) : undefined))
        .then(() => this.auth.signOut()),
    ]);
  }

  private async bestEffort(calls: readonly Promise<unknown>[]): Promise<void> {
    let timer: ReturnType<ClockPort['setTimeout']> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = this.clock.setTimeout(() => resolve('timeout'), LOGOUT_REMOTE_TIMEOUT_MS);
    });
    const settled = Promise.allSettled(calls).then((results) => {
      results.forEach((r) => r.status === 'rejected' && this.logger.warn('log out: a remote step failed', r.reason));
      return 'done' as const;
    });
    const outcome = await Promise.race([settled, timeout]);
    if (timer !== undefined) this.clock.clearTimeout(timer);
    if (outcome === 'timeout') this.logger.warn(`log out: remote steps still pending after ${LOGOUT_REMOTE_TIMEOUT_MS} ms`);
  }
}
