import { inject, injectable } from 'inversify';
import type {
  EarnCatalogue,
  MyWooData,
  PositionRow,
  RedeemResult,
  RwaAsset,
  StakingOverview,
  UnstakeResult,
  YieldPage,
} from '../../domain/earn/earn-types';
import { amountProblem } from '../../domain/earn/staking';
import { err, type Result } from '../../domain/shared/result';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { EarnApiPort } from './ports/earn-api.port';

const refused = (message: string, code = -1005): TradeFailure => ({ kind: 'refused', code, message, status: 400 });

/** Refuses before the call what the exchange would refuse: not a positive decimal, too many decimals, more than there is. */
function checked<T>(
  amount: string,
  token: string,
  available: string | undefined,
  call: (amount: string) => Promise<Result<T, TradeFailure>>,
): Promise<Result<T, TradeFailure>> {
  const problem = amountProblem(amount, token, available ?? '1e30');
  if (problem) return Promise.resolve(err(refused(problem, problem.includes('available') ? -1101 : -1005)));
  return call(amount.trim());
}

/** WOO staking and savings: the terms, the stake, subscriptions, the yield history and My WOO. */
@injectable()
export class ManageEarn {
  constructor(@inject(EarnApiPort) private readonly api: EarnApiPort) {}

  catalogue(): Promise<Result<EarnCatalogue, TradeFailure>> {
    return this.api.catalogue();
  }

  rwa(): Promise<Result<RwaAsset[], TradeFailure>> {
    return this.api.rwa();
  }

  overview(): Promise<Result<StakingOverview, TradeFailure>> {
    return this.api.overview();
  }

  stake(amount: string, available: string | undefined): Promise<Result<void, TradeFailure>> {
    return checked(amount, 'WOO', available, (a) => this.api.stake(a));
  }

  /** Unstakes up to what is staked (the message names it "staked"), into unbonding or instantly at the fee. */
  unstake(amount: string, staked: string | undefined, instant: boolean): Promise<Result<UnstakeResult, TradeFailure>> {
    const problem = amountProblem(amount, 'WOO', staked ?? '1e30');
    if (problem) return Promise.resolve(err(refused(problem.replace('available', 'staked'))));
    return this.api.unstake(amount.trim(), instant);
  }

  positions(): Promise<Result<PositionRow[], TradeFailure>> {
    return this.api.positions();
  }

  subscribe(productId: string, token: string, amount: string, available: string | undefined): Promise<Result<PositionRow, TradeFailure>> {
    return checked(amount, token, available, (a) => this.api.subscribe(productId, a));
  }

  redeem(positionId: number): Promise<Result<RedeemResult, TradeFailure>> {
    return this.api.redeem(positionId);
  }

  yields(page: number, size: number, source?: 'STAKING' | 'SAVINGS'): Promise<Result<YieldPage, TradeFailure>> {
    return this.api.yields({ page, size, ...(source ? { source } : {}) });
  }

  myWoo(): Promise<Result<MyWooData, TradeFailure>> {
    return this.api.myWoo();
  }
}
