import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observableRef } from 'mobx';
import { RestoreSession } from '../../application/session/restore-session.use-case';
import { SessionState } from '../../application/session/session-state';
import type { LoginState } from '../../domain/account/account';

/** Login state for the views: unknown until the authorization cookie is read (spec §4). */
@injectable()
export class SessionStore {
  state: LoginState = { status: 'unknown' };
  private started = false;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(RestoreSession) private readonly restore: RestoreSession,
  ) {
    makeObservable<SessionStore, 'started'>(this, { state: observableRef, loggedIn: computed, set: action, started: false });
  }

  get loggedIn(): boolean {
    return this.state.status === 'loggedIn';
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.session.onChange((state) => this.set(state));
    this.set(this.session.current());
    await this.restore.execute();
  }

  set(state: LoginState): void {
    this.state = state;
  }
}
