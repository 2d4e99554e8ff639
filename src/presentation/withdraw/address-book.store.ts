import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ClockPort } from '../../application/shared/ports/clock.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import type { AccountTokenConfig } from '../../domain/wallet/account-token-config';
import { labelProblem, unlocksAt, type SavedAddress } from '../../domain/wallet/address-book';
import { validateAddress } from '../../domain/wallet/address-validation';
import { NETWORKS } from '../../domain/wallet/networks';
import { refusal } from '../../domain/shared/refusal';
import { WalletServiceStore } from '../deposit/wallet-service.store';
import type { ShownProblem } from '../shared/translate-refusal';

export interface AddressDraft {
  readonly label: string;
  readonly token: string;
  readonly network: string;
  readonly address: string;
  readonly extra: string;
}

/** The address book: saved addresses, whitelist mode, the account's withdrawal lock; saving checks label and address first. */
@injectable()
export class AddressBookStore {
  rows: readonly SavedAddress[] = [];
  whitelistMode = false;
  lockedUntil = 0;
  loaded = false;
  /** The account's view of each token (`usercenter/account/token_config`), read with the book: a lock or whitelist change moves it. */
  access: readonly AccountTokenConfig[] = [];
  failure: TradeFailure | undefined = undefined;
  busy = false;

  constructor(
    @inject(WithdrawApiPort) private readonly api: WithdrawApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(WalletServiceStore) private readonly service: WalletServiceStore,
  ) {
    makeObservable(this, {
      rows: observableRef,
      access: observableRef,
      whitelistMode: observable,
      lockedUntil: observable,
      loaded: observable,
      failure: observableRef,
      busy: observable,
      setWhitelist: action,
    });
  }

  /** When a saved address opens for withdrawals in whitelist mode (undefined: open now). */
  opensAt(saved: SavedAddress): number | undefined {
    const at = unlocksAt(saved);
    return at > this.clock.now() ? at : undefined;
  }

  async load(): Promise<void> {
    const [result, access] = await Promise.all([this.api.addressBook(), this.api.accountTokenConfig()]);
    runInAction(() => {
      if (access.ok) this.access = access.value;
      this.loaded = true;
      if (result.ok)
        Object.assign(this, {
          rows: result.value.rows,
          whitelistMode: result.value.whitelistMode,
          lockedUntil: result.value.lockedUntil,
          failure: undefined,
        });
      else this.failure = result.error;
    });
  }

  /** The first problem of a draft (label, then address and memo on its network), before it is sent. */
  draftProblem(d: AddressDraft): ShownProblem | undefined {
    const label = labelProblem(this.rows, d.label);
    if (label) return { refusal: label };
    if (!this.service.tokens.some((c) => c.token === d.token && c.networks.includes(d.network)) || !NETWORKS[d.network])
      return { refusal: refusal('withdraw.networkRequired') };
    const address = validateAddress(NETWORKS[d.network], d.address, d.extra);
    return address && { refusal: address.refusal };
  }

  /** Saves a draft; answers the problem (the form's or the exchange's) or undefined when saved. */
  async save(d: AddressDraft): Promise<ShownProblem | undefined> {
    const problem = this.draftProblem(d);
    if (problem) return problem;
    runInAction(() => (this.busy = true));
    const result = await this.api.saveAddress({ ...d, label: d.label.trim(), address: d.address.trim(), extra: d.extra.trim() });
    runInAction(() => (this.busy = false));
    if (!result.ok) return result.error.kind === 'refused' ? { said: result.error.message } : { error: result.error.error };
    await this.load();
    return undefined;
  }

  async remove(id: number): Promise<void> {
    await this.api.removeAddress(id);
    await this.load();
  }

  async setWhitelist(enabled: boolean): Promise<void> {
    this.whitelistMode = enabled;
    const result = await this.api.setWhitelist(enabled);
    if (!result.ok) runInAction(() => (this.failure = result.error));
    await this.load();
  }
}
