import { simulatorModule } from '../module';
import { marketModule } from '../market/module';
import { registerControlRoutes } from './control-routes';

/** The control surface's own calls (faults, switches); each feature adds its calls in its module's `control`. */
export const controlModule = simulatorModule({
  id: 'control',
  uses: ['market'],
  start: () => ({}),
  control: (app, _part, ctx) =>
    registerControlRoutes(app, {
      control: ctx.control,
      stream: ctx.part(marketModule).hub,
      accounts: ctx.store.accounts,
      clock: ctx.clock,
    }),
});
