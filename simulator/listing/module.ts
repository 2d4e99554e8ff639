import { simulatorModule } from '../module';
import { tradingModule } from '../trading/module';
import { createListingMount } from './index';

/** The listing campaign: tickets from WOO held, a draw, prizes through the ledger. */
export const listingModule = simulatorModule({
  id: 'listing',
  uses: ['trading'],
  start: (ctx) => createListingMount(ctx.part(tradingModule).trading, ctx.store.accounts, ctx.clock),
  routes: (api, listing) => listing.api(api),
  control: (app, listing) => listing.control(app),
});
