import { simulatorModule } from '../module';
import { securityModule } from '../security/module';
import { tradingModule } from '../trading/module';
import { Campaigns, registerCampaignControls, registerCampaigns } from './campaigns';
import { CAMPAIGNS_MIGRATIONS } from './migrations';

/** Notifications and referral: the growth surface, its rows kept with the trading engine's. */
export const campaignsModule = simulatorModule({
  id: 'campaigns',
  uses: ['trading', 'security'],
  migrations: CAMPAIGNS_MIGRATIONS,
  start: (ctx) => {
    const campaigns = new Campaigns(ctx.part(tradingModule).trading, ctx.clock);
    ctx.part(securityModule).noticeTo(campaigns.notifications); // the inbox's Security category
    return campaigns;
  },
  routes: (api, campaigns, ctx) =>
    registerCampaigns(api, campaigns, { trading: campaigns.trading, accounts: ctx.store.accounts, control: ctx.control, clock: ctx.clock }),
  control: (app, campaigns) => registerCampaignControls(app, campaigns),
});
