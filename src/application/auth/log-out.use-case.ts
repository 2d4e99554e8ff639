import { inject, injectable } from 'inversify';
import { SessionState } from '../session/session-state';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { Tracker } from '../tracking/tracker';
import { AuthProviderPort } from './ports/auth-provider.port';
import { IdentityApiPort } from './ports/identity-api.port';
import { SessionExpiryPort } from './ports/session-expiry.port';
import { TokenSyncPort } from './ports/token-sync.port';
import { SessionExpiryWatcher } from './session-expiry-watcher';

/** Spec §4: log out clears the authorization cookie and the stored user id and signs out of Firebase. */
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
  ) {}

  async execute(): Promise<void> {
    void this.tracker.track('logout', {});
    const idToken = await this.auth.idToken();
    await this.identity.logout();
    this.watcher.stop();
    this.credentials.clear();
    this.expiry.clear();
    this.session.loggedOut();
    if (idToken) await this.tokenSync.signedOut(idToken);
    await this.auth.signOut();
  }
}
