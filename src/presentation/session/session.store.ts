import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { LoadCoolName } from '../../application/auth/load-cool-name.use-case';
import { LogOut } from '../../application/auth/log-out.use-case';
import { SessionExpiryWatcher } from '../../application/auth/session-expiry-watcher';
import { RestoreSession, type RestoreStall } from '../../application/session/restore-session.use-case';
import { SessionState } from '../../application/session/session-state';
import { SyncSessionAcrossTabs } from '../../application/session/sync-session-across-tabs.use-case';
import type { LoginState } from '../../domain/account/account';
import { displayName } from '../../domain/auth/display-name';

/** Login state for the views: unknown until the authorization cookie is read; the header's name. */
@injectable()
export class SessionStore {
  state: LoginState = { status: 'unknown' };
  coolName: string | undefined = undefined;
  /** While the session cannot be read (the exchange unreachable, busy or in maintenance): why, and when it asks again. */
  restoreStall: RestoreStall | undefined = undefined;
  private started = false;

  constructor(
    @inject(SessionState) private readonly session: SessionState,
    @inject(RestoreSession) private readonly restore: RestoreSession,
    @inject(SessionExpiryWatcher) private readonly expiry: SessionExpiryWatcher,
    @inject(LoadCoolName) private readonly loadCoolName: LoadCoolName,
    @inject(LogOut) private readonly logOutUseCase: LogOut,
    @inject(SyncSessionAcrossTabs) private readonly tabs: SyncSessionAcrossTabs,
  ) {
    makeObservable<SessionStore, 'started'>(this, {
      state: observableRef,
      coolName: observable,
      restoreStall: observableRef,
      loggedIn: computed,
      displayName: computed,
      set: action,
      setCoolName: action,
      setRestoreStall: action,
      started: false,
    });
  }

  get loggedIn(): boolean {
    return this.state.status === 'loggedIn';
  }

  /** Main accounts show the cool name, other accounts the alias. */
  get displayName(): string | undefined {
    return this.state.status === 'loggedIn' ? displayName(this.state.account, this.coolName) : undefined;
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.session.onChange((state) => this.set(state));
    this.set(this.session.current());
    this.restore.onStall((stall) => this.setRestoreStall(stall));
    await this.restore.execute();
    this.expiry.start();
    this.tabs.start();
  }

  set(state: LoginState): void {
    const userChanged =
      state.status !== 'loggedIn' || this.state.status !== 'loggedIn' || state.account.userId !== this.state.account.userId;
    this.state = state;
    if (!userChanged) return;
    this.coolName = undefined;
    if (state.status === 'loggedIn') void this.refreshCoolName();
  }

  async refreshCoolName(): Promise<void> {
    this.setCoolName(await this.loadCoolName.execute());
  }

  setCoolName(coolName: string | undefined): void {
    this.coolName = coolName;
  }

  setRestoreStall(stall: RestoreStall | undefined): void {
    this.restoreStall = stall;
  }

  /** "Try again" while the session cannot be read: asks at once instead of at the planned time. */
  retryRestore(): Promise<void> {
    return this.restore.retryNow().then(() => undefined);
  }

  /** Never rejects: the local state is cleared first and the remote steps are best-effort (LogOut). */
  logOut(options: { everywhere?: boolean } = {}): Promise<void> {
    return this.logOutUseCase.execute(options).catch(() => undefined);
  }
}
