import type { FastifyInstance } from 'fastify';
import type { ControlState } from '../control/control-state';
import type { MarketEngine } from '../market/market-engine';
import type { Store } from '../store/account-repository';
import type { TradingEngine } from '../trading/trading-engine';
import { CollateralSettings } from './collateral-settings';
import { MemorySubAccountRepository } from './sub-account-repository';
import { registerSubAccountRoutes } from './sub-account-routes';
import { SubAccounts } from './sub-accounts';
import { Transfers } from './transfers';

export interface SubAccountParts {
  readonly subAccounts: SubAccounts;
  readonly transfers: Transfers;
  readonly collateral: CollateralSettings;
  /** Registers the calls on the `/api` scope. */
  register(api: FastifyInstance, control: ControlState): void;
}

/** Sub-accounts, transfers, collateral and the wallet mode, built from the store and the engine (one line in server.ts). */
export function createSubAccountParts(deps: {
  store: Store;
  trading: TradingEngine;
  market: MarketEngine;
  clock: () => number;
  sessionTtlMs: () => number;
}): SubAccountParts {
  const repo = deps.store.subAccounts ?? new MemorySubAccountRepository();
  const subAccounts = new SubAccounts(deps.store.accounts, repo, deps.trading, deps.clock, deps.sessionTtlMs);
  const transfers = new Transfers(deps.trading, deps.clock);
  const collateral = new CollateralSettings(repo, deps.trading, deps.market);
  return {
    subAccounts,
    transfers,
    collateral,
    register: (api, control) =>
      registerSubAccountRoutes(api, {
        subAccounts,
        transfers,
        collateral,
        trading: deps.trading,
        accounts: deps.store.accounts,
        control,
        clock: deps.clock,
      }),
  };
}
