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
import { OnRamp } from './on-ramp';
import { registerOnRampRoutes } from './on-ramp-routes';

/** Withdrawals, the address book and buy crypto as server.ts mounts them (one line each there). */
export interface WithdrawalsPart {
  readonly withdrawals: Withdrawals;
  readonly book: AddressBook;
  readonly onRamp: OnRamp;
  routes(api: FastifyInstance, deps: { accounts: AccountRepository; control: ControlState; clock: () => number }): void;
  controlRoutes(app: FastifyInstance): void;
  stop(): void;
}

export const DEFAULT_WITHDRAW_STEP_MS = 5000;

/** Reads the address book, starts the withdrawal steps (SIM_WITHDRAW_STEP_MS) and returns the routes to mount. */
export async function startWithdrawals(
  trading: TradingEngine,
  deposits: Deposits,
  store: Store,
  options: SimulatorOptions,
  prices: ConstructorParameters<typeof OnRamp>[2],
  guard: WithdrawGuard = allowAllWithdrawals,
): Promise<WithdrawalsPart> {
  const book = new AddressBook(store.addressBook ?? new MemoryAddressBookRepository(), options.clock);
  await book.start();
  const withdrawals = new Withdrawals(trading, deposits, book, guard, options.clock);
  withdrawals.start(options.withdrawStepMs ?? DEFAULT_WITHDRAW_STEP_MS);
  const onRamp = new OnRamp(trading, deposits, prices, options.clock);
  return {
    withdrawals,
    book,
    onRamp,
    routes: (api, deps) => {
      registerWithdrawRoutes(api, { withdrawals, book, ...deps });
      registerOnRampRoutes(api, { onRamp, ...deps });
    },
    controlRoutes: (app) => registerWithdrawControlRoutes(app, { withdrawals, book }),
    stop: () => withdrawals.stop(),
  };
}
