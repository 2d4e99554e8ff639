import { inject, injectable } from 'inversify';
import { computed, makeObservable, observableRef, runInAction } from 'mobx';
import { ManageEarn } from '../../application/earn/manage-earn.use-case';
import type { EarnCatalogue, MyWooData } from '../../domain/earn/earn-types';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { tierStanding, WOO_TIERS, type TierStanding, type WooTier } from '../../domain/earn/tiers';
import { failureCode } from '../shared/failure-code';

/** /my-woo: the account's 30-day average WOO, its tier, the way to the next and what every tier gives. */
@injectable()
export class MyWooStore {
  data: Loadable<MyWooData> = idle();
  catalogue: Loadable<EarnCatalogue> = idle();

  constructor(@inject(ManageEarn) private readonly earn: ManageEarn) {
    makeObservable(this, { data: observableRef, catalogue: observableRef, standing: computed, tiers: computed });
  }

  /** The tiers as the exchange publishes them (the domain's table until it answers). */
  get tiers(): readonly WooTier[] {
    return this.catalogue.status === 'success' ? this.catalogue.value.tiers : WOO_TIERS;
  }

  get standing(): TierStanding | undefined {
    return this.data.status === 'success' ? tierStanding(this.data.value.average) : undefined;
  }

  async start(): Promise<void> {
    runInAction(() => {
      if (this.data.status !== 'success') this.data = pending();
    });
    const [d, c] = await Promise.all([this.earn.myWoo(), this.catalogue.status === 'success' ? undefined : this.earn.catalogue()]);
    runInAction(() => {
      this.data = d.ok ? loaded(d.value) : failed(failureCode(d.error));
      if (c) this.catalogue = c.ok ? loaded(c.value) : failed(failureCode(c.error));
    });
  }
}
