import type { AccountTokenConfig } from '../../../domain/wallet/account-token-config';
import type { SavedAddress } from '../../../domain/wallet/address-book';
import type { Result } from '../../../domain/shared/result';
import type { TransferPage, TransferQuery, WithdrawNetwork } from '../../../domain/wallet/transfer-history';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

export interface WithdrawRequest {
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly extra: string;
  readonly amount: string;
}

export interface AddressBookState {
  readonly whitelistMode: boolean;
  /** Withdrawals are locked until this time (ms; 0 = not locked). */
  readonly lockedUntil: number;
  readonly rows: readonly SavedAddress[];
}

/**
 * The withdrawal calls (docs/protocol.md "Wallet: withdrawals", "Wallet: address book"), authenticated by the
 * session; refusals keep the exchange's code and message (-1009 says why a withdrawal is not possible).
 */
export interface WithdrawApiPort {
  networks(token: string): Promise<Result<WithdrawNetwork[], TradeFailure>>;
  /** The account's view of each token (`usercenter/account/token_config`): may it deposit and withdraw now, and why not. */
  accountTokenConfig(): Promise<Result<AccountTokenConfig[], TradeFailure>>;
  /** `extra`: fields a challenge step adds to the body (WithdrawChallengePort). */
  withdraw(request: WithdrawRequest, challenge?: Readonly<Record<string, string>>): Promise<Result<{ withdrawId: string }, TradeFailure>>;
  /**
   * Mails the account the code a website withdrawal is confirmed with (`POST /v3/asset/wallet/withdraw/email_code`):
   * when a new one may be asked again (ms from now) and when this one expires (epoch ms).
   */
  sendEmailCode(): Promise<Result<{ resendAfterMs: number; expiresAt: number }, TradeFailure>>;
  /** `withdrawId` as the exchange gave it: a string of digits above 2^53 (`"25110415390200329"`). */
  cancel(withdrawId: string): Promise<Result<void, TradeFailure>>;
  history(query: TransferQuery & { readonly page: number; readonly size: number }): Promise<Result<TransferPage, TradeFailure>>;
  addressBook(): Promise<Result<AddressBookState, TradeFailure>>;
  saveAddress(input: Omit<SavedAddress, 'id' | 'createdTime'>): Promise<Result<SavedAddress, TradeFailure>>;
  removeAddress(id: number): Promise<Result<void, TradeFailure>>;
  setWhitelist(enabled: boolean): Promise<Result<void, TradeFailure>>;
}
export const WithdrawApiPort = token<WithdrawApiPort>('WithdrawApiPort');
