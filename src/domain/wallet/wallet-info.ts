/**
 * The account's wallet as `GET /usercenter/account/wallet/info` sums it up (simulator-designed shape, docs/protocol.md
 * "Wallet and ledger"): the tokens held, how many ledger records and open positions it has, as of `updatedTime`.
 */
export interface WalletInfo {
  readonly walletMode: string;
  readonly tokens: readonly string[];
  readonly hasDeposit: boolean;
  readonly ledgerRows: number;
  readonly openPositions: number;
  readonly updatedTime: number;
}
