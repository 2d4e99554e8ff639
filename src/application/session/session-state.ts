import { injectable } from 'inversify';
import type { AccountInfo, LoginState } from '../../domain/account/account';
import type { Unsubscribe } from '../shared/token';

/** The one source of truth for the login state; stores mirror it. Unknown until the cookie is read. */
@injectable()
export class SessionState {
  private state: LoginState = { status: 'unknown' };
  private readonly listeners = new Set<(state: LoginState) => void>();

  current(): LoginState {
    return this.state;
  }

  loggedIn(account: AccountInfo): void {
    this.set({ status: 'loggedIn', account });
  }

  loggedOut(): void {
    this.set({ status: 'loggedOut' });
  }

  onChange(listener: (state: LoginState) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(state: LoginState): void {
    this.state = state;
    for (const listener of this.listeners) listener(state);
  }
}
