import type { WalletMode } from '../../../domain/subaccounts/collateral';
import type {
  AssetTransfer,
  AssetTransferPage,
  CollateralOverview,
  SubAccountList,
  SubAccountMember,
  SwitchedSession,
  TransferRequest,
} from '../../../domain/subaccounts/sub-account';
import type { Result } from '../../../domain/shared/result';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** Sub-accounts, internal transfers, collateral and the wallet mode (docs/protocol.md); refusals as the trading calls'. */
export interface SubAccountsApiPort {
  list(): Promise<Result<SubAccountList, TradeFailure>>;
  create(nickname: string): Promise<Result<SubAccountMember, TradeFailure>>;
  rename(applicationId: string, alias: string): Promise<Result<SubAccountMember, TradeFailure>>;
  switchTo(applicationId: string): Promise<Result<SwitchedSession, TradeFailure>>;
  transfer(request: TransferRequest): Promise<Result<{ readonly id: string }, TradeFailure>>;
  transfers(query: { readonly page: number; readonly size: number }): Promise<Result<AssetTransferPage, TradeFailure>>;
  collateral(): Promise<Result<CollateralOverview, TradeFailure>>;
  switchCollateral(token: string, enabled: boolean): Promise<Result<unknown, TradeFailure>>;
  switchWalletMode(mode: WalletMode): Promise<Result<unknown, TradeFailure>>;
}
export const SubAccountsApiPort = token<SubAccountsApiPort>('SubAccountsApiPort');

/** Opens the app afresh at a path (after the session changed account, every store loads the new account's data). */
export interface PageReloadPort {
  reloadAt(path: string): void;
}
export const PageReloadPort = token<PageReloadPort>('PageReloadPort');

export type { AssetTransfer };
