import {
  ADDRESS_BOOK_MAX,
  labelProblem,
  whitelistRefusal,
  type SavedAddress,
  type WithdrawTarget,
} from '../../src/domain/wallet/address-book';
import { validateAddress } from '../../src/domain/wallet/address-validation';
import { NETWORKS, tokenNetwork } from '../../src/domain/wallet/networks';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { AddressBookRepository, SavedAddressRecord, WalletSettingsRecord } from './address-book-store';
import { englishRefusal } from '../http/refusal-english';

/** -1009: a withdrawal that cannot go (the real code for "withdrawal not possible"). */
export const WithdrawCodes = { NotPossible: -1009 } as const;

const invalid = (message: string): ApiError => new ApiError(ErrorCodes.InvalidParameter, message);

/**
 * The address book (docs/protocol.md "Wallet: address book"): saved addresses validated per network, whitelist mode,
 * and an account's withdrawal lock (set by the control surface). Kept in memory, written through to the repository
 * before answering.
 */
export class AddressBook {
  private readonly addresses: SavedAddressRecord[] = [];
  private readonly settingsOf = new Map<number, WalletSettingsRecord>();
  private nextId = 1;

  constructor(
    private readonly repo: AddressBookRepository,
    private readonly clock: () => number,
  ) {}

  async start(): Promise<void> {
    const snap = await this.repo.load();
    for (const a of snap.addresses) {
      this.addresses.push(a);
      this.nextId = Math.max(this.nextId, a.id + 1);
    }
    for (const s of snap.settings) this.settingsOf.set(s.userId, s);
  }

  list(userId: number): SavedAddress[] {
    return this.addresses.filter((a) => a.userId === userId).map(({ userId: _u, ...a }) => a);
  }

  settings(userId: number): WalletSettingsRecord {
    return this.settingsOf.get(userId) ?? { userId, whitelistMode: false, lockedUntil: 0, lockReason: '' };
  }

  async add(userId: number, input: Omit<SavedAddress, 'id' | 'createdTime'>): Promise<SavedAddress> {
    const mine = this.list(userId);
    if (mine.length >= ADDRESS_BOOK_MAX) throw invalid(`The address book holds at most ${ADDRESS_BOOK_MAX} addresses.`);
    const label = labelProblem(mine, input.label);
    if (label) throw invalid(`label: ${englishRefusal(label)}`);
    if (!tokenNetwork(input.token, input.network)) throw invalid(`network: ${input.token} does not travel on ${input.network}.`);
    const network = NETWORKS[input.network];
    const problem = validateAddress(network, input.address, input.extra);
    if (problem) throw invalid(`${problem.field === 'memo' ? 'extra' : 'address'}: ${englishRefusal(problem.refusal)}`);
    const extra = network.memo ? input.extra.trim() : '';
    if (
      mine.some((a) => a.token === input.token && a.network === input.network && a.address === input.address.trim() && a.extra === extra)
    ) {
      throw invalid('address: this address is already in your address book.');
    }
    const row: SavedAddressRecord = {
      id: this.nextId++,
      userId,
      label: input.label.trim(),
      token: input.token,
      network: input.network,
      address: input.address.trim(),
      extra,
      createdTime: this.clock(),
    };
    await this.repo.save(row);
    this.addresses.push(row);
    const { userId: _u, ...saved } = row;
    return saved;
  }

  async remove(userId: number, id: number): Promise<void> {
    const i = this.addresses.findIndex((a) => a.id === id && a.userId === userId);
    if (i < 0) throw new ApiError(ErrorCodes.NotFound, `id ${id}: no such address`);
    await this.repo.remove(userId, id);
    this.addresses.splice(i, 1);
  }

  async setWhitelist(userId: number, on: boolean): Promise<WalletSettingsRecord> {
    return this.write({ ...this.settings(userId), whitelistMode: on });
  }

  /** The control surface's account lock (`until` 0 lifts it). */
  async lock(userId: number, until: number, reason: string): Promise<WalletSettingsRecord> {
    return this.write({ ...this.settings(userId), lockedUntil: until, lockReason: reason });
  }

  private async write(row: WalletSettingsRecord): Promise<WalletSettingsRecord> {
    await this.repo.settings(row);
    this.settingsOf.set(row.userId, row);
    return row;
  }

  /** Throws -1009 when the account is locked or the whitelist refuses the target. */
  check(userId: number, target: WithdrawTarget): void {
    const s = this.settings(userId);
    const now = this.clock();
    if (s.lockedUntil > now) {
      throw new ApiError(
        WithdrawCodes.NotPossible,
        `Withdrawals are locked until ${new Date(s.lockedUntil).toISOString()}${s.lockReason ? `: ${s.lockReason}` : ''}.`,
      );
    }
    const refusal = whitelistRefusal(s.whitelistMode, this.list(userId), target, now);
    if (refusal) throw new ApiError(WithdrawCodes.NotPossible, englishRefusal(refusal.refusal));
  }
}
