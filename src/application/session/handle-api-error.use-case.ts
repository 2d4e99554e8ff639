import { inject, injectable } from 'inversify';
import { endsSession } from '../../domain/shared/exchange-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { Notifier } from '../shared/notifier';
import { SessionState } from './session-state';

/**
 * Called by the HTTP adapter for every failed call. On -1001 or -1002 it removes the authorization
 * cookie and the stored user id, which logs the user out, and says so once. A failure of a request sent
 * with another token than the current one (a late answer to a call made before a new sign-in) changes nothing.
 */
@injectable()
export class HandleApiError {
  constructor(
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  execute(code: ErrorCode, sentToken?: string | null): void {
    if (!endsSession(code)) return;
    const current = this.credentials.token();
    if (sentToken !== undefined && (sentToken ?? undefined) !== current) return;
    const hadSession = current !== undefined;
    this.credentials.clear();
    this.session.loggedOut();
    if (hadSession) this.notifier.showError(code);
  }
}
