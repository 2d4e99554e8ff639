import { simulatorModule } from '../module';
import { authModule } from '../auth/module';
import { securityModule } from '../security/module';
import { AUTH_LINKS_MIGRATIONS } from './migrations';
import { createAuthLinksMount } from './register-auth-links';

/** Email change, Discord and wallet binding. */
export const authLinksModule = simulatorModule({
  id: 'auth-links',
  uses: ['auth', 'security'],
  migrations: AUTH_LINKS_MIGRATIONS,
  start: (ctx) =>
    createAuthLinksMount(
      ctx.store.authLinks,
      ctx.part(securityModule).security,
      ctx.store.accounts,
      ctx.clock,
      ctx.part(authModule).directory,
    ),
  routes: (api, links) => links.api(api),
  pages: (app, links) => links.pages(app),
});
