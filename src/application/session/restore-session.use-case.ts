import { inject, injectable } from 'inversify';
import type { LoginState } from '../../domain/account/account';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { AccountApiPort } from './ports/account-api.port';
import { SessionState } from './session-state';

/** Reads the authorization cookie: no cookie → logged out; a cookie → load the account. */
@injectable()
export class RestoreSession {
  constructor(
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(AccountApiPort) private readonly accounts: AccountApiPort,
    @inject(SessionState) private readonly session: SessionState,
  ) {}

  async execute(): Promise<LoginState> {
    if (!this.credentials.token()) {
      this.session.loggedOut();
      return this.session.current();
    }
    const account = await this.accounts.accountInfo();
    if (account.ok) this.session.loggedIn(account.value);
    else if (this.session.current().status === 'unknown') this.session.loggedOut();
    return this.session.current();
  }
}
