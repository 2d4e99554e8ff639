/**
 * Linked accounts of the security centre (`discord`, `bind_wallet`, `unbind_wallet`): the wallet address
 * formats the exchange binds, the message a wallet signs, and the Discord link's shape.
 */

export const WALLET_CHAINS = ['EVM', 'SOLANA', 'TRON'] as const;
export type WalletChain = (typeof WALLET_CHAINS)[number];

const ADDRESS_PATTERNS: Readonly<Record<WalletChain, RegExp>> = {
  /** 0x and 40 hex digits (Ethereum, Arbitrum, BNB Chain, Polygon ...). */
  EVM: /^0x[0-9a-fA-F]{40}$/,
  /** Base58 (no 0, O, I, l), 32 to 44 characters. */
  SOLANA: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  /** T and 33 base58 characters. */
  TRON: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};

export type WalletAddressProblem = 'empty' | 'format';

export function walletAddressProblem(chain: WalletChain, address: string): WalletAddressProblem | undefined {
  const a = address.trim();
  if (a === '') return 'empty';
  return ADDRESS_PATTERNS[chain].test(a) ? undefined : 'format';
}

/** EVM addresses compare without case; the others are case-sensitive. */
export function sameWallet(chain: WalletChain, a: string, b: string): boolean {
  return chain === 'EVM' ? a.trim().toLowerCase() === b.trim().toLowerCase() : a.trim() === b.trim();
}

/** At most this many wallets per account. */
export const MAX_WALLETS = 5;
/** A binding's signed message is good for 10 minutes after its nonce was issued. */
export const WALLET_NONCE_TTL_MS = 10 * 60_000;

/** The text a wallet signs to prove the address is the user's (nonce from the exchange, so it cannot be replayed). */
export function walletBindingMessage(input: { userId: number; chain: WalletChain; address: string; nonce: string }): string {
  return `Bind this wallet to WOO X account ${input.userId}\nChain: ${input.chain}\nAddress: ${input.address.trim()}\nNonce: ${input.nonce}`;
}

/** A bound wallet as the exchange lists it. */
export interface BoundWallet {
  readonly chain: WalletChain;
  readonly address: string;
  readonly boundTime: number;
}

/** The linked Discord account, when there is one. */
export interface DiscordLink {
  readonly discordId: string;
  readonly username: string;
  readonly linkedTime: number;
}

/** Discord user names: 2-32 characters, lower-case letters, digits, `_` and `.` (no `..`). */
export function discordUsernameValid(name: string): boolean {
  return /^[a-z0-9_.]{2,32}$/.test(name) && !name.includes('..');
}

/** What the linked-accounts card shows. */
export interface AccountLinks {
  readonly discord: DiscordLink | null;
  readonly wallets: readonly BoundWallet[];
}

/** Short form for lists: first 6 and last 4 characters. */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}
