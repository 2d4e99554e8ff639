import { inject, injectable } from 'inversify';
import type { WalletMode } from '../../domain/subaccounts/collateral';
import type { AssetTransferPage, CollateralOverview, TransferRequest } from '../../domain/subaccounts/sub-account';
import { transferDecimals, transferProblem, transferRefusal } from '../../domain/subaccounts/transfer';
import type { Refusal } from '../../domain/shared/refusal';
import { err, type Result } from '../../domain/shared/result';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { SubAccountsApiPort } from './ports/sub-accounts-api.port';

/** A transfer refused before the call (the domain rule's refusal), or the exchange's failure. */
export type TransferFailure = { readonly kind: 'invalid'; readonly refusal: Refusal } | TradeFailure;

/**
 * Internal transfers (checked by the domain rule before the call: two accounts, 0 < amount ≤ available, the token's
 * decimals), their history, and the collateral and wallet-mode switches.
 */
@injectable()
export class TransferFunds {
  constructor(@inject(SubAccountsApiPort) private readonly api: SubAccountsApiPort) {}

  transfer(request: TransferRequest, available: string): Promise<Result<{ readonly id: string }, TransferFailure>> {
    const decimals = transferDecimals(request.token);
    const problem = transferProblem({ ...request, available, decimals });
    if (problem) {
      return Promise.resolve(err({ kind: 'invalid', refusal: transferRefusal(problem, request.token, { available, decimals }) }));
    }
    return this.api.transfer({ ...request, amount: request.amount.trim() });
  }

  history(page: number, size: number): Promise<Result<AssetTransferPage, TradeFailure>> {
    return this.api.transfers({ page, size });
  }

  collateral(): Promise<Result<CollateralOverview, TradeFailure>> {
    return this.api.collateral();
  }

  switchCollateral(token: string, enabled: boolean): Promise<Result<unknown, TradeFailure>> {
    return this.api.switchCollateral(token, enabled);
  }

  switchWalletMode(mode: WalletMode): Promise<Result<unknown, TradeFailure>> {
    return this.api.switchWalletMode(mode);
  }
}
