import { inject, injectable } from 'inversify';
import { endsSession } from '../../domain/shared/exchange-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { Notifier } from '../shared/notifier';
import { SessionState } from './session-state';

/**
 * Called by the HTTP adapter for every failed call. On -1001 or -1002 it removes the authorization
 * cookie and the stored user id, which logs the user out (spec §8), and says so once.
 */
@injectable()
export class HandleApiError {
  constructor(
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionState) private readonly session: SessionState,
    @inject(Notifier) private readonly notifier: Notifier,
  ) {}

  execute(code: ErrorCode): void {
    if (!endsSession(code)) return;
    const hadSession = this.credentials.token() !== undefined;
    this.credentials.clear();
    this.session.loggedOut();
    if (hadSession) this.notifier.showError(code);
  }
}
