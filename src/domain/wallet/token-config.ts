import type { TokenNetwork } from './networks';

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

/** Each token of the token-network rows with its networks, and whether any of them takes deposits / sends withdrawals. */
export function tokenConfigsOf(rows: readonly TokenNetwork[]): TokenConfig[] {
  return [...new Set(rows.map((r) => r.token))].sort().map((token) => {
    const own = rows.filter((r) => r.token === token);
    return {
      token,
      networks: own.map((r) => r.network),
      allowDeposit: own.some((r) => r.allowDeposit),
      allowWithdraw: own.some((r) => r.allowWithdraw),
    };
  });
}

/** A coin of a picker: listed whether or not it can be used now, so a user looking for it learns why not. */
export interface CoinChoice {
  readonly token: string;
  readonly disabled: boolean;
}

/** Every configured token with a network, by name; one whose every network is closed on that side disabled. */
function coinChoices(configs: readonly TokenConfig[], open: 'allowDeposit' | 'allowWithdraw'): CoinChoice[] {
  return configs
    .filter((c) => c.networks.length > 0)
    .map((c) => ({ token: c.token, disabled: !c[open] }))
    .sort((a, b) => a.token.localeCompare(b.token));
}

/** The deposit page's coins: suspended ones disabled. */
export const depositChoices = (configs: readonly TokenConfig[]): CoinChoice[] => coinChoices(configs, 'allowDeposit');

/** The withdrawal page's coins: one whose every network is closed for withdrawals disabled. */
export const withdrawChoices = (configs: readonly TokenConfig[]): CoinChoice[] => coinChoices(configs, 'allowWithdraw');
