import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { SecurityApiPort } from '../../application/security/ports/security-api.port';
import { AppConfig } from '../../application/shared/app-config';
import type { ActivityKind, ActivityRow, OutboxMail, Paged, SafeCheck, SignedInDevice } from '../../domain/security/security-records';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { outcomeOf, type Outcome } from './security.store';
import { failureCode } from '../shared/failure-code';

export const ACTIVITY_PAGE_SIZE = 10;

/** The security page's lists: signed-in devices, login and security activity (paged, date range), the local outbox. */
@injectable()
export class SecurityListsStore {
  devices: Loadable<SignedInDevice[]> = idle();
  activityKind: ActivityKind = 'login';
  range: { from?: number; to?: number } = {};
  activity: Loadable<Paged<ActivityRow>> = idle();
  outbox: Loadable<OutboxMail[]> = idle();

  constructor(
    @inject(SecurityApiPort) private readonly api: SecurityApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeObservable(this, {
      devices: observableRef,
      activityKind: observable,
      range: observableRef,
      activity: observableRef,
      outbox: observableRef,
      chooseKind: action,
      chooseRange: action,
    });
  }

  /** The local mail outbox panel: only the local environment's simulator has one. */
  get devTools(): boolean {
    return this.config.environment === 'local';
  }

  async load(): Promise<void> {
    await Promise.all([this.loadDevices(), this.loadActivity(1), this.devTools ? this.loadOutbox() : Promise.resolve()]);
  }

  async loadDevices(): Promise<void> {
    if (this.devices.status !== 'success') runInAction(() => (this.devices = pending()));
    const result = await this.api.devices();
    runInAction(() => {
      if (result.ok) this.devices = loaded(result.value);
      else if (this.devices.status !== 'success') this.devices = failed(failureCode(result.error));
    });
  }

  /** Ends another device's session. */
  async removeDevice(id: number, check: SafeCheck): Promise<Outcome> {
    const result = await this.api.removeDevice(id, check);
    if (result.ok) await Promise.all([this.loadDevices(), this.loadActivity(1), this.devTools ? this.loadOutbox() : Promise.resolve()]);
    return outcomeOf(result);
  }

  chooseKind(kind: ActivityKind): void {
    this.activityKind = kind;
    void this.loadActivity(1);
  }

  /** A date range (ms, inclusive); both undefined = the last 30 days. */
  chooseRange(from: number | undefined, to: number | undefined): void {
    this.range = { from, to };
    void this.loadActivity(1);
  }

  async loadActivity(page: number): Promise<void> {
    const kind = this.activityKind;
    const range = this.range;
    runInAction(() => (this.activity = pending()));
    const result = await this.api.activity(kind, { ...range, page, size: ACTIVITY_PAGE_SIZE });
    if (kind !== this.activityKind || range !== this.range) return;
    runInAction(() => (this.activity = result.ok ? loaded(result.value) : failed(failureCode(result.error))));
  }

  async loadOutbox(): Promise<void> {
    const result = await this.api.outbox();
    runInAction(() => (this.outbox = result.ok ? loaded(result.value) : failed(failureCode(result.error))));
  }
}
