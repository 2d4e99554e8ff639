import { simulatorModule } from '../module';
import { registerRegionRoutes } from './region-routes';

/** The visitor's region (by IP) and what it may do. */
export const regionModule = simulatorModule({
  id: 'region',
  uses: [],
  start: () => ({}),
  routes: (api, _part, { store, clock }) => registerRegionRoutes(api, { accounts: store.accounts, clock }),
});
