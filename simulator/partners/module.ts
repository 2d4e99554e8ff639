import { simulatorModule } from '../module';
import { PARTNERS_MIGRATIONS } from './migrations';
import { MemoryPartnerApplicationRepository } from './partner-repository';
import { registerPartnerRoutes } from './partner-routes';

/** Broker and market-maker applications (the public forms), capped a day per email and IP. */
export const partnersModule = simulatorModule({
  id: 'partners',
  uses: [],
  migrations: PARTNERS_MIGRATIONS,
  start: ({ store }) => store.partners ?? new MemoryPartnerApplicationRepository(),
  routes: (api, partners, { clock, options }) => registerPartnerRoutes(api, { partners, clock, dailyCap: options.partnerDailyCap }),
});
