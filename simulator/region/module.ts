import { simulatorModule } from '../module';
import { accountCentreModule } from '../account-centre/module';
import { registerRegionGate } from './region-gate';
import { registerRegionRoutes } from './region-routes';

/** The visitor's region (by IP or as the account chose it) and what it may do: restricted regions open no product. */
export const regionModule = simulatorModule({
  id: 'region',
  uses: ['account-centre'],
  start: () => ({}),
  guards: (api, _part, ctx) => {
    const { repository } = ctx.part(accountCentreModule);
    registerRegionGate(api, {
      accounts: ctx.store.accounts,
      clock: ctx.clock,
      chosenRegion: async (userId) => (await repository.settings(userId))?.region,
    });
  },
  routes: (api, _part, { store, clock }) => registerRegionRoutes(api, { accounts: store.accounts, clock }),
});
