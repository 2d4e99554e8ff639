import { simulatorModule } from '../module';
import { authModule } from '../auth/module';
import { mdAdminModule } from '../md-admin/module';
import { tradingModule } from '../trading/module';
import { SOCIAL_MIGRATIONS } from './migrations';
import { createSocialMount } from './register-social';

/** Simulated traders, leaderboards, profiles, followings, Twitter linking and feature flags. */
export const socialModule = simulatorModule({
  id: 'social',
  uses: ['auth', 'trading', 'md-admin'],
  migrations: SOCIAL_MIGRATIONS,
  start: async (ctx) => {
    const admin = ctx.part(mdAdminModule);
    const social = await createSocialMount(
      ctx.part(tradingModule).trading,
      ctx.store,
      ctx.seed,
      ctx.clock,
      ctx.options.socialTraders ?? { count: 0, intervalMs: 0 },
      {
        isAdmin: (account) => admin.roles(account).length > 0,
        appEnv: ctx.options.appEnv,
      },
    );
    ctx.part(authModule).reserveCoolNames((name) => social.traders.isReservedName(name));
    return social;
  },
  routes: (api, social) => social.api(api),
  pages: (app, social) => social.pages(app),
  control: (app, social) => social.control(app),
  stop: (social) => social.stop(),
});
