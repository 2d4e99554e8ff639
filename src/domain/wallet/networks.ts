/**
 * Blockchain networks the exchange deposits and withdraws on, and which tokens travel on which ("Deposit").
 * The simulator serves these rows (`/instrument/v4/public/network/{token}`); the app reads them from the wire.
 */

/** How a network's addresses look (address-validation.ts checks them). */
export type AddressFormat = 'BTC' | 'ERC20' | 'TRC20' | 'SOL' | 'XRP';

export interface Network {
  /** The network id of the token-network rows (`network`). */
  readonly id: string;
  /** The token standard (`protocol`), e.g. ERC20, TRC20. */
  readonly protocol: string;
  readonly name: string;
  readonly format: AddressFormat;
  /** Networks whose deposits share one address and tell users apart by a memo (destination tag). */
  readonly memo: boolean;
  /** Blocks a deposit waits for before it is credited (`confirmingThreshold`). */
  readonly confirmations: number;
}

export const NETWORKS: Readonly<Record<string, Network>> = {
  BTC: { id: 'BTC', protocol: 'BTC', name: 'Bitcoin', format: 'BTC', memo: false, confirmations: 2 },
  ETH: { id: 'ETH', protocol: 'ERC20', name: 'Ethereum (ERC20)', format: 'ERC20', memo: false, confirmations: 6 },
  TRON: { id: 'TRON', protocol: 'TRC20', name: 'TRON (TRC20)', format: 'TRC20', memo: false, confirmations: 3 },
  SOL: { id: 'SOL', protocol: 'SPL', name: 'Solana (SPL)', format: 'SOL', memo: false, confirmations: 2 },
  XRP: { id: 'XRP', protocol: 'XRP', name: 'XRP Ledger', format: 'XRP', memo: true, confirmations: 1 },
};

export interface TokenNetwork {
  readonly token: string;
  readonly network: string;
  /** Smallest amount credited (decimal string). */
  readonly minimumDeposit: string;
  readonly minimumWithdrawal: string;
  readonly withdrawalFee: string;
  readonly allowDeposit: boolean;
  readonly allowWithdraw: boolean;
  /** Why deposits are suspended, when they are. */
  readonly suspendReason?: string;
}

const row = (
  token: string,
  network: string,
  minimumDeposit: string,
  minimumWithdrawal: string,
  withdrawalFee: string,
  suspendReason?: string,
): TokenNetwork => ({
  token,
  network,
  minimumDeposit,
  minimumWithdrawal,
  withdrawalFee,
  allowDeposit: suspendReason === undefined,
  allowWithdraw: suspendReason === undefined,
  ...(suspendReason === undefined ? {} : { suspendReason }),
});

export const TOKEN_NETWORKS: readonly TokenNetwork[] = [
  row('USDT', 'TRON', '1', '10', '1'),
  row('USDT', 'ETH', '10', '10', '2'),
  row('USDT', 'SOL', '1', '5', '1', 'Network upgrade in progress'),
  row('USDC', 'ETH', '10', '10', '2'),
  row('USDC', 'SOL', '1', '5', '1'),
  row('BTC', 'BTC', '0.0001', '0.001', '0.0002'),
  row('ETH', 'ETH', '0.001', '0.01', '0.002'),
  row('SOL', 'SOL', '0.01', '0.1', '0.01'),
  row('TRX', 'TRON', '1', '10', '1'),
  row('XRP', 'XRP', '1', '20', '0.25'),
  row('WOO', 'ETH', '10', '50', '20'),
];

/** The networks a token travels on, in the table's order (none for an unknown token). */
export function networksOf(token: string): readonly TokenNetwork[] {
  return TOKEN_NETWORKS.filter((r) => r.token === token);
}

/** One token-network row, or undefined. */
export function tokenNetwork(token: string, network: string): TokenNetwork | undefined {
  return TOKEN_NETWORKS.find((r) => r.token === token && r.network === network);
}
