import { simulatorModule } from '../module';
import { convertModule } from '../convert/module';
import { securityModule } from '../security/module';
import { tradingModule } from '../trading/module';
import { Deposits } from './deposits';
import { WALLET_MIGRATIONS } from './migrations';
import { securityWithdrawGuard } from './security-withdraw-guard';
import { registerWalletControlRoutes, registerWalletRoutes } from './wallet-routes';
import { startWithdrawals } from './withdraw-part';

/** Deposits as the simulated chain confirms them, withdrawals and their address book, the card on-ramp. */
export const walletModule = simulatorModule({
  id: 'wallet',
  uses: ['trading', 'convert', 'security'],
  migrations: WALLET_MIGRATIONS,
  start: async (ctx) => {
    const { trading } = ctx.part(tradingModule);
    const deposits = new Deposits(trading, ctx.clock);
    deposits.start(ctx.options.chainBlockMs ?? 1000);
    const guard = securityWithdrawGuard(ctx.part(securityModule).withdrawGuard, ctx.clock);
    const withdraw = await startWithdrawals(trading, deposits, ctx.store, ctx.options, ctx.part(convertModule), guard);
    return { deposits, withdraw };
  },
  routes: (api, { deposits, withdraw }, { store, control, clock, options }) => {
    registerWalletRoutes(api, { deposits, accounts: store.accounts, control, clock, dev: options.control || options.appEnv === 'local' });
    withdraw.routes(api, { accounts: store.accounts, control, clock });
  },
  control: (app, { deposits, withdraw }) => {
    registerWalletControlRoutes(app, { deposits });
    withdraw.controlRoutes(app);
  },
  stop: ({ deposits, withdraw }) => {
    deposits.stop();
    withdraw.stop();
  },
});
