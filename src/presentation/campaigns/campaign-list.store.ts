import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { CompetitionsApiPort, type Campaign, type CompetitionTop } from '../../application/campaigns/ports/competitions-api.port';
import type { CampaignStatus } from '../../domain/campaigns/competition';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { failureCode } from '../shared/failure-code';

/** /campaigns: the campaigns by status (ongoing, upcoming, past) and, for those that ranked, the top three and the user's rank (v1 competitions). */
@injectable()
export class CampaignListStore {
  campaigns: Loadable<readonly Campaign[]> = idle();
  tops: Readonly<Record<string, CompetitionTop>> = {};
  signedIn = false;

  constructor(@inject(CompetitionsApiPort) private readonly api: CompetitionsApiPort) {
    makeObservable<CampaignListStore, 'set'>(this, {
      campaigns: observableRef,
      tops: observableRef,
      signedIn: observable,
      ongoing: computed,
      upcoming: computed,
      past: computed,
      set: action,
    });
  }

  private of(status: CampaignStatus): Campaign[] {
    return this.campaigns.status === 'success' ? this.campaigns.value.filter((c) => c.status === status) : [];
  }

  /** Ending soonest first. */
  get ongoing(): Campaign[] {
    return this.of('ONGOING').sort((a, b) => a.endTime - b.endTime);
  }

  /** Starting soonest first. */
  get upcoming(): Campaign[] {
    return this.of('UPCOMING').sort((a, b) => a.startTime - b.startTime);
  }

  /** Most recently ended first. */
  get past(): Campaign[] {
    return this.of('ENDED').sort((a, b) => b.endTime - a.endTime);
  }

  private set(patch: Partial<Pick<CampaignListStore, 'campaigns' | 'tops' | 'signedIn'>>): void {
    Object.assign(this, patch);
  }

  async start(signedIn: boolean): Promise<void> {
    this.set({ signedIn });
    if (this.campaigns.status !== 'success') this.set({ campaigns: pending() });
    const result = await this.api.campaigns();
    if (!result.ok) {
      this.set({ campaigns: failed(failureCode(result.error)) });
      return;
    }
    this.set({ campaigns: loaded(result.value) });
    const ranked = result.value.filter((c) => c.status !== 'UPCOMING');
    const tops = await Promise.all(ranked.map(async (c) => [c.campaignId, await this.api.competitionTop(c.campaignId, signedIn)] as const));
    const next: Record<string, CompetitionTop> = {};
    for (const [id, top] of tops) if (top.ok) next[id] = top.value;
    this.set({ tops: next });
  }
}
