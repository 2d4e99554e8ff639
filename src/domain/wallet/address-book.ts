import { moment, num, refusal, type Refusal } from '../shared/refusal';

/** A withdrawal address the user saved (the address book; whitelisted when whitelist mode is on). */
export interface SavedAddress {
  readonly id: number;
  readonly label: string;
  readonly token: string;
  readonly network: string;
  readonly address: string;
  /** The memo (destination tag), empty when the network has none. */
  readonly extra: string;
  readonly createdTime: number;
}

/** Where a withdrawal goes. */
export interface WithdrawTarget {
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly extra: string;
}

/** A newly whitelisted address can be withdrawn to only 24 h after it was saved (trading-facts "security"). */
export const WHITELIST_LOCK_MS = 24 * 3600 * 1000;
export const LABEL_MAX = 30;
export const ADDRESS_BOOK_MAX = 50;

export interface WhitelistRefusal {
  readonly code: 'notWhitelisted' | 'locked';
  readonly refusal: Refusal;
  /** When a locked address opens (ms). */
  readonly until?: number;
}

/** The saved entry for a target: same token, network and address (case kept for ERC20, compared as typed) and memo. */
export function findSaved(book: readonly SavedAddress[], target: WithdrawTarget): SavedAddress | undefined {
  return book.find(
    (s) =>
      s.token === target.token && s.network === target.network && s.address === target.address.trim() && s.extra === target.extra.trim(),
  );
}

/** When a saved address opens for withdrawals. */
export const unlocksAt = (saved: SavedAddress): number => saved.createdTime + WHITELIST_LOCK_MS;

/**
 * The whitelist rule: with whitelist mode off anything goes; on, only a saved address, and only 24 h after it was
 * saved. Undefined when the withdrawal may go.
 */
export function whitelistRefusal(
  whitelistMode: boolean,
  book: readonly SavedAddress[],
  target: WithdrawTarget,
  now: number,
): WhitelistRefusal | undefined {
  if (!whitelistMode) return undefined;
  const saved = findSaved(book, target);
  if (!saved) return { code: 'notWhitelisted', refusal: refusal('withdraw.notWhitelisted') };
  const until = unlocksAt(saved);
  if (now < until)
    return { code: 'locked', refusal: refusal('withdraw.whitelistLocked', { label: saved.label, until: moment(until) }), until };
  return undefined;
}

/** Why a label cannot be saved: empty, too long, or already used for another address. */
export function labelProblem(book: readonly SavedAddress[], label: string): Refusal | undefined {
  const l = label.trim();
  if (l === '') return refusal('withdraw.labelRequired');
  if (l.length > LABEL_MAX) return refusal('withdraw.labelTooLong', { max: num(LABEL_MAX) });
  if (book.some((s) => s.label.toLowerCase() === l.toLowerCase())) return refusal('withdraw.labelTaken', { label: l });
  return undefined;
}
