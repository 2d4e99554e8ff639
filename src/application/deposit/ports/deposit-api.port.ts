import type { Result } from '../../../domain/shared/result';
import type { DepositAddress, DepositNetwork, TokenInfo, WalletTransferList } from '../../../domain/wallet/deposit-records';
import type { AssetStatus } from '../../../domain/wallet/asset-status';
import type { TokenConfig } from '../../../domain/wallet/token-config';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The deposit calls (and the wallet-wide public ones the withdrawal page reads too: token_config, the asset service's status): a token's networks, the user's address, the history, and the local environment's simulated deposit. */
export interface DepositApiPort {
  /** Every token's networks and deposit/withdrawal state (`instrument/v4/public/token_config`). */
  tokenConfig(): Promise<Result<TokenConfig[], TradeFailure>>;
  /** The wallet service's status (`GET /asset/`): NORMAL, or MAINTENANCE with a message and an expected end. */
  assetStatus(): Promise<Result<AssetStatus, TradeFailure>>;
  networks(token: string): Promise<Result<DepositNetwork[], TradeFailure>>;
  address(token: string, network: string): Promise<Result<DepositAddress, TradeFailure>>;
  /** The deposits (`/v3/asset/wallet/history?tokenSide=DEPOSIT`), and how many rows could not be read. */
  history(): Promise<Result<WalletTransferList, TradeFailure>>;
  /** The token's info (`instrument/v4/public/token_info`); undefined when the exchange does not describe it. */
  tokenInfo(token: string): Promise<Result<TokenInfo | undefined, TradeFailure>>;
  /** Only the local simulator answers it (control on). */
  simulate(token: string, network: string, amount: string): Promise<Result<void, TradeFailure>>;
}
export const DepositApiPort = token<DepositApiPort>('DepositApiPort');
