/**
 * A token's deposit and withdrawal state across its networks (`token_config`; its shape is not shown in the spec,
 * designed here as docs/protocol.md "Wallet: token config" describes): the coin lists of the deposit and withdrawal
 * pages come from it, so a coin the exchange adds or suspends needs no release of the app.
 */
export interface TokenConfig {
  readonly token: string;
  /** The network ids it travels on (`network/{token}` describes each). */
  readonly networks: readonly string[];
  /** True when at least one of its networks takes deposits. */
  readonly allowDeposit: boolean;
  /** True when at least one of its networks sends withdrawals. */
  readonly allowWithdraw: boolean;
}

/** A coin of a picker: listed whether or not it can be used now, so a user looking for it learns why not. */
export interface CoinChoice {
  readonly token: string;
  readonly disabled: boolean;
}

/** The deposit page's coins: every configured token with a network, by name; suspended ones disabled. */
export function depositChoices(configs: readonly TokenConfig[]): CoinChoice[] {
  return configs
    .filter((c) => c.networks.length > 0)
    .map((c) => ({ token: c.token, disabled: !c.allowDeposit }))
    .sort((a, b) => a.token.localeCompare(b.token));
}
