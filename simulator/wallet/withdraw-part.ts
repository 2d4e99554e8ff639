import type { FastifyInstance } from 'fastify';
import type { SimulatorOptions } from '../config';
import type { ControlState } from '../control/control-state';
import type { AccountRepository, Store } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { AddressBook } from './address-book';
import { MemoryAddressBookRepository } from './address-book-store';
import type { Deposits } from './deposits';
import { allowAllWithdrawals, type WithdrawGuard } from './withdraw-guard';
import { registerWithdrawControlRoutes, registerWithdrawRoutes } from './withdraw-routes';
import { Withdrawals } from './withdrawals';

/** Withdrawals and the address book as server.ts mounts them (one line each there). */
export interface WithdrawalsPart {
  readonly withdrawals: Withdrawals;
  readonly book: AddressBook;
  routes(api: FastifyInstance, deps: { accounts: AccountRepository; control: ControlState; clock: () => number }): void;
  controlRoutes(app: FastifyInstance): void;
  stop(): void;
}

export const DEFAULT_WITHDRAW_STEP_MS = 5000;

/** Reads the address book, starts the withdrawal steps (SIM_WITHDRAW_STEP_MS) and returns the routes to mount. */
export async function startWithdrawals(
  trading: TradingEngine, deposits: Deposits, store: Store, options: SimulatorOptions, guard: WithdrawGuard = allowAllWithdrawals,
): Promise<WithdrawalsPart> {
  const book = new AddressBook(store.addressBook ?? new MemoryAddressBookRepository(), options.clock);
  await book.start();
  const withdrawals = new Withdrawals(trading, deposits, book, guard, options.clock);
  withdrawals.start(options.withdrawStepMs ?? DEFAULT_WITHDRAW_STEP_MS);
  return {
    withdrawals, book,
    routes: (api, deps) => registerWithdrawRoutes(api, { withdrawals, book, ...deps }),
    controlRoutes: (app) => registerWithdrawControlRoutes(app, { withdrawals, book }),
    stop: () => withdrawals.stop(),
  };
}
