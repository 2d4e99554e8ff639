import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DepositApiPort } from '../../application/deposit/ports/deposit-api.port';
import { AppConfig } from '../../application/shared/app-config';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { anyPending } from '../../domain/wallet/deposit';
import type { DepositAddress, DepositNetwork, TokenInfo, WalletTransferList } from '../../domain/wallet/deposit-records';
import { depositChoices, type CoinChoice } from '../../domain/wallet/token-config';
import { WalletServiceStore } from './wallet-service.store';
import { failureCode } from '../shared/failure-code';

/** What became of "Simulate a deposit". */
export type SimulationOutcome =
  | { readonly kind: 'sent'; readonly amount: string; readonly token: string }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'unanswered' };

/** A failed simulated deposit in kinds the page can word: 404/403 (not served here) is "this environment does not simulate". */
export function simulationFailure(error: TradeFailure): SimulationOutcome {
  if (error.kind === 'unanswered') return { kind: 'unanswered' };
  if (error.status === 404 || error.status === 403) return { kind: 'unavailable' };
  return { kind: 'refused', message: error.message };
}

/** How often the history is read while a deposit is confirming. */
export const POLL_MS = 1000;

/** /wallet/deposit: the token, its networks, the address to send to, and the deposit history (polled while one confirms). */
@injectable()
export class DepositStore {
  token: string | undefined = undefined;
  network: string | undefined = undefined;
  networks: Loadable<DepositNetwork[]> = idle();
  /** The chosen token's info (`token_info`); undefined when unknown or not (yet) read: the panel then shows nothing. */
  tokenInfo: TokenInfo | undefined = undefined;
  address: Loadable<DepositAddress> = idle();
  /** The exchange's refusal of the address (a suspended network), shown in place of it. */
  refusal: string | undefined = undefined;
  history: Loadable<WalletTransferList> = idle();
  simulating = false;
  /** Why the last simulated deposit failed (shown under the address, which stays), or the amount just sent. */
  simulation: SimulationOutcome | undefined = undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    @inject(DepositApiPort) private readonly api: DepositApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(WalletServiceStore) readonly service: WalletServiceStore,
  ) {
    makeObservable(this, {
      tokens: computed,
      token: observable,
      network: observable,
      networks: observableRef,
      tokenInfo: observableRef,
      address: observableRef,
      refusal: observable,
      history: observableRef,
      simulating: observable,
      simulation: observableRef,
      selected: computed,
      pendingDeposits: computed,
      chooseToken: action,
      chooseNetwork: action,
    });
  }

  /** The dev "Simulate a deposit" button: only the local environment's simulator answers it. */
  get devTools(): boolean {
    return this.config.environment === 'local';
  }

  get selected(): DepositNetwork | undefined {
    return this.networks.status === 'success' ? this.networks.value.find((n) => n.network === this.network) : undefined;
  }

  get pendingDeposits(): boolean {
    return this.history.status === 'success' && anyPending(this.history.value.rows);
  }

  /** The coins to pick from, as the exchange's `token_config` lists them (none until it answers; a suspended one is listed, disabled). */
  get tokens(): readonly CoinChoice[] {
    return depositChoices(this.service.tokens);
  }

  /** While the wallet is in maintenance no address is asked for (the exchange would refuse it, -1011). */
  get maintenance(): boolean {
    return this.service.maintenance;
  }

  start(): void {
    void this.loadHistory();
    void this.service.loadConfigs();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  async chooseToken(token: string): Promise<void> {
    this.token = token;
    this.network = undefined;
    this.address = idle();
    this.refusal = undefined;
    this.networks = pending();
    this.tokenInfo = undefined;
    void this.loadTokenInfo(token);
    const result = await this.api.networks(token);
    if (this.token !== token) return;
    runInAction(() => {
      this.networks = result.ok ? loaded(result.value) : failed(failureCode(result.error));
      const open = result.ok ? result.value.filter((n) => n.allowDeposit) : [];
      if (open.length === 1) void this.chooseNetwork(open[0].network);
    });
  }

  private async loadTokenInfo(token: string): Promise<void> {
    const result = await this.api.tokenInfo(token);
    if (this.token === token && result.ok) runInAction(() => (this.tokenInfo = result.value));
  }

  async chooseNetwork(network: string): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.network = network;
    this.refusal = undefined;
    if (this.maintenance) {
      this.address = idle();
      return;
    }
    this.address = pending();
    const result = await this.api.address(token, network);
    if (this.token !== token || this.network !== network) return;
    runInAction(() => {
      if (result.ok) this.address = loaded(result.value);
      else {
        this.address = failed(failureCode(result.error));
        if (result.error.kind === 'refused') this.refusal = result.error.message;
      }
    });
  }

  async loadHistory(): Promise<void> {
    clearTimeout(this.timer);
    if (this.history.status !== 'success') runInAction(() => (this.history = pending()));
    const result = await this.api.history();
    runInAction(() => {
      if (result.ok) this.history = loaded(result.value);
      else if (this.history.status !== 'success') this.history = failed(failureCode(result.error));
    });
    if (this.pendingDeposits) this.timer = setTimeout(() => void this.loadHistory(), POLL_MS);
  }

  /**
   * Local only: a deposit of the network's minimum × 100 arrives on the chosen network. A failure is told apart (the
   * environment does not simulate, the exchange refused, no answer) and never replaces the address.
   */
  async simulate(amount: string): Promise<void> {
    const token = this.token;
    if (!token || !this.network) return;
    runInAction(() => {
      this.simulating = true;
      this.simulation = undefined;
    });
    const result = await this.api.simulate(token, this.network, amount);
    runInAction(() => {
      this.simulating = false;
      this.simulation = result.ok ? { kind: 'sent', amount, token } : simulationFailure(result.error);
    });
    await this.loadHistory();
  }
}
