import type { SavedAddress } from './address-book';

/**
 * What the review step of a withdrawal shows before the security step: the asset, the network, the address (with its
 * address-book label when it is saved), the amount, the fee, what arrives and about when.
 */
export interface WithdrawReview {
  readonly token: string;
  readonly networkName: string;
  readonly address: string;
  readonly memo: string;
  /** The address book's label of this address on this network, when it is saved. */
  readonly label?: string;
  readonly amount: string;
  readonly fee: string;
  /** What leaves the balance: amount + fee. */
  readonly total: string;
  /** What the address receives (the fee is on top). */
  readonly receive: string;
  /** About how long until it arrives, in minutes. */
  readonly arrivalMinutes: number;
}

/** About how long a withdrawal takes to arrive on each network (processing and the chain's confirmations). */
const ARRIVAL_MINUTES: Readonly<Record<string, number>> = { BTC: 60, ETH: 10, TRON: 5, SOL: 2, XRP: 2 };
const DEFAULT_ARRIVAL_MINUTES = 30;

export const arrivalMinutes = (network: string): number => ARRIVAL_MINUTES[network] ?? DEFAULT_ARRIVAL_MINUTES;

/** The saved address's label, matched by token, network, address and memo (addresses of EVM chains in any case). */
export function savedLabel(
  book: readonly SavedAddress[],
  token: string,
  network: string,
  address: string,
  memo: string,
): string | undefined {
  const same = (a: string, b: string) => (address.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b);
  return book.find((s) => s.token === token && s.network === network && same(s.address, address) && (s.extra ?? '') === memo)?.label;
}
