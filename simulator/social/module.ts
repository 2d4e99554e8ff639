import { simulatorModule } from '../module';
import { mdAdminModule } from '../md-admin/module';
import { tradingModule } from '../trading/module';
import { SOCIAL_MIGRATIONS } from './migrations';
import { createSocialMount } from './register-social';

/** Simulated traders, leaderboards, profiles, followings, Twitter linking and feature flags. */
export const socialModule = simulatorModule({
  id: 'social',
  uses: ['trading', 'md-admin'],
  migrations: SOCIAL_MIGRATIONS,
  start: (ctx) => {
    const admin = ctx.part(mdAdminModule);
    return createSocialMount(ctx.part(tradingModule).trading, ctx.store, ctx.seed, ctx.clock, ctx.options.socialTraders ?? { count: 0, intervalMs: 0 }, {
      isAdmin: (account) => admin.roles(account).length > 0, appEnv: ctx.options.appEnv,
    });
  },
  routes: (api, social) => social.api(api),
  pages: (app, social) => social.pages(app),
  control: (app, social) => social.control(app),
  stop: (social) => social.stop(),
});
