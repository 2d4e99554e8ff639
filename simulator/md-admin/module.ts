import { simulatorModule } from '../module';
import { marketModule } from '../market/module';
import { tradingModule } from '../trading/module';
import { MarketDataAdmin } from './md-admin';
import { MemoryMdAdminRepository } from './md-admin-repository';
import { registerMdAdminControlRoutes, registerMdAdminRoutes } from './md-admin-routes';
import { MD_ADMIN_MIGRATIONS } from './migrations';

/** The market-data admin: its role, price overrides and audit log. */
export const mdAdminModule = simulatorModule({
  id: 'md-admin',
  uses: ['market', 'trading'],
  migrations: MD_ADMIN_MIGRATIONS,
  start: async (ctx) => {
    const admin = new MarketDataAdmin(
      ctx.part(marketModule).engine,
      ctx.part(tradingModule).trading,
      ctx.store.mdAdmin ?? new MemoryMdAdminRepository(),
      ctx.options.adminEmails,
      ctx.clock,
    );
    await admin.start();
    return admin;
  },
  routes: (api, admin, { store, clock }) => registerMdAdminRoutes(api, { admin, accounts: store.accounts, clock }),
  control: (app, admin) => registerMdAdminControlRoutes(app, admin),
});
