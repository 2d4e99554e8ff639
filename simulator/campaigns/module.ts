import { simulatorModule } from '../module';
import { tradingModule } from '../trading/module';
import { Campaigns, registerCampaignControls, registerCampaigns } from './campaigns';
import { CAMPAIGNS_MIGRATIONS } from './migrations';

/** Notifications and referral: the growth surface, its rows kept with the trading engine's. */
export const campaignsModule = simulatorModule({
  id: 'campaigns',
  uses: ['trading'],
  migrations: CAMPAIGNS_MIGRATIONS,
  start: (ctx) => new Campaigns(ctx.part(tradingModule).trading, ctx.clock),
  routes: (api, campaigns, ctx) => registerCampaigns(api, campaigns, { trading: campaigns.trading, accounts: ctx.store.accounts, control: ctx.control, clock: ctx.clock }),
  control: (app, campaigns) => registerCampaignControls(app, campaigns),
});
