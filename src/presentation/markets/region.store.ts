import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { ResolveEuStatus } from '../../application/auth/resolve-eu-status.use-case';
import { SessionState } from '../../application/session/session-state';

/**
 * Whether EU rules apply to the person looking: the account's `eu` once logged in, before that the IP-info
 * lookup (`/userauth/account/ip_info`). Under EU rules perpetual futures are not offered (account settings'
 * available products say the same once logged in), so the markets pages mark them unavailable.
 */
@injectable()
export class RegionStore {
  /** Undefined until known (or when the lookup failed: nothing is marked then). */
  eu: boolean | undefined = undefined;
  private started = false;

  constructor(
    @inject(ResolveEuStatus) private readonly resolve: ResolveEuStatus,
    @inject(SessionState) private readonly session: SessionState,
  ) {
    makeObservable<RegionStore, 'started' | 'set'>(this, { eu: observable, perpetualsUnavailable: computed, set: action, started: false });
  }

  /** Perpetual futures are not offered where EU rules apply. */
  get perpetualsUnavailable(): boolean {
    return this.eu === true;
  }

  /** Resolves once, and again whenever someone logs in or out. */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.session.onChange(() => void this.refresh());
    void this.refresh();
  }

  async refresh(): Promise<void> {
    this.set(await this.resolve.execute());
  }

  private set(eu: boolean | undefined): void {
    this.eu = eu;
  }
}
