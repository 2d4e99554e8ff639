import { simulatorModule } from '../module';
import { RESERVES_MIGRATIONS } from './migrations';
import { registerReserves } from './reserves-routes';

/** Proof of reserves: audits, Merkle trees and the user's proofs. */
export const reservesModule = simulatorModule({
  id: 'reserves',
  uses: [],
  migrations: RESERVES_MIGRATIONS,
  start: () => ({}),
  pages: async (app, _part, { store, seed, clock, options }) => {
    await registerReserves(app, { store, seed, clock, control: options.control, treeDir: options.treeDir });
  },
});
