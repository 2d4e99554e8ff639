import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import { WithdrawApiPort } from '../../application/withdraw/ports/withdraw-api.port';
import { WithdrawChallengePort } from '../../application/withdraw/ports/withdraw-challenge.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import { challengeRefusal } from '../../domain/security/challenge-refusal';
import { validateAddress, type AddressProblem } from '../../domain/wallet/address-validation';
import { withdrawBlock, type WithdrawBlock } from '../../domain/wallet/account-token-config';
import { NETWORKS } from '../../domain/wallet/networks';
import { withdrawChoices, type CoinChoice } from '../../domain/wallet/token-config';
import { withdrawRulesOf, type WithdrawNetwork } from '../../domain/wallet/transfer-history';
import { maxWithdrawal, withdrawFigures, withdrawProblem, type WithdrawFigures, type WithdrawProblem } from '../../domain/wallet/withdraw';
import { arrivalMinutes, savedLabel, type WithdrawReview } from '../../domain/wallet/withdraw-review';
import { WalletServiceStore } from '../deposit/wallet-service.store';
import { TradingAccountStore } from '../member-trading/account/trading-account.store';
import { AddressBookStore } from './address-book.store';
import { TransferHistoryStore } from './transfer-history.store';
import { failureCode } from '../shared/failure-code';

/** What the last send ended in: sent (with its id), refused by the exchange (its message), or nothing yet. */
export type SendOutcome =
  { readonly kind: 'sent'; readonly withdrawId: string } | { readonly kind: 'refused'; readonly failure: TradeFailure } | undefined;

/**
 * /wallet/withdraw's form: the coins as the exchange's `token_config` lists them (one closed for withdrawals on every
 * network listed, disabled), what stops this account now (`usercenter/account/token_config`, said before anything is
 * typed), token, network (from the token's rows: allowed or suspended), address and memo checked
 * per network as typed, amount with the fee on top, the minimum, "Max" (available − fee) and the summary; the
 * available balance is the trading account's (REST + the private stream's balance topic, so it moves live).
 */
@injectable()
export class WithdrawStore {
  token: string | undefined = undefined;
  network: string | undefined = undefined;
  networks: Loadable<WithdrawNetwork[]> = idle();
  address = '';
  memo = '';
  amount = '';
  /** Whether the user left the address field (its problem shows from then on). */
  touched = false;
  sending = false;
  outcome: SendOutcome = undefined;

  constructor(
    @inject(WithdrawApiPort) private readonly api: WithdrawApiPort,
    @inject(WithdrawChallengePort) private readonly challenge: WithdrawChallengePort,
    @inject(TradingAccountStore) private readonly account: TradingAccountStore,
    @inject(AddressBookStore) readonly book: AddressBookStore,
    @inject(TransferHistoryStore) readonly history: TransferHistoryStore,
    @inject(WalletServiceStore) readonly service: WalletServiceStore,
  ) {
    makeObservable(this, {
      token: observable,
      network: observable,
      networks: observableRef,
      address: observable,
      memo: observable,
      amount: observable,
      touched: observable,
      sending: observable,
      outcome: observableRef,
      tokens: computed,
      block: computed,
      selected: computed,
      available: computed,
      addressProblem: computed,
      amountProblem: computed,
      figures: computed,
      canSend: computed,
      max: computed,
      chooseToken: action,
      chooseNetwork: action,
      setAddress: action,
      setMemo: action,
      setAmount: action,
      touch: action,
      useMax: action,
      useSaved: action,
    });
  }

  start(): void {
    this.account.start();
    void this.book.load();
    void this.service.loadConfigs();
  }

  /** The coins to pick from (none until `token_config` answers). */
  get tokens(): readonly CoinChoice[] {
    return withdrawChoices(this.service.tokens);
  }

  /** What stops this account's withdrawal now: the chosen token's reason, or before one is chosen an account-wide one. */
  get block(): WithdrawBlock | undefined {
    return withdrawBlock(this.book.access, this.token);
  }

  get selected(): WithdrawNetwork | undefined {
    return this.networks.status === 'success' ? this.networks.value.find((n) => n.network === this.network) : undefined;
  }

  /** What may be withdrawn now (holding − frozen, live). */
  get available(): string {
    return this.token ? (this.account.balance(this.token)?.available ?? '0') : '0';
  }

  /** The address (or memo) problem on the chosen network, checked with the domain's per-network formats. */
  get addressProblem(): AddressProblem | undefined {
    const n = this.selected && NETWORKS[this.selected.network];
    if (!n || (!this.touched && this.address === '')) return undefined;
    return validateAddress({ ...n, memo: this.selected!.needMemo }, this.address, this.memo);
  }

  get amountProblem(): WithdrawProblem | undefined {
    if (!this.token || !this.selected) return undefined;
    const rules = withdrawRulesOf(this.token, this.selected);
    if (this.amount.trim() === '' && rules.allowWithdraw) return undefined;
    return withdrawProblem(rules, this.amount.trim(), this.available);
  }

  get figures(): WithdrawFigures | undefined {
    if (!this.selected || this.amount.trim() === '' || this.amountProblem?.code === 'amount' || this.amountProblem?.code === 'decimals')
      return undefined;
    return withdrawFigures(this.amount.trim(), this.selected.withdrawalFee);
  }

  get max(): string {
    return this.selected ? maxWithdrawal(this.available, this.selected.withdrawalFee) : '0';
  }

  get canSend(): boolean {
    const n = this.selected && NETWORKS[this.selected.network];
    return (
      !!n &&
      this.amount.trim() !== '' &&
      !this.sending &&
      !this.amountProblem &&
      !this.block &&
      !this.service.maintenance &&
      validateAddress({ ...n, memo: this.selected!.needMemo }, this.address, this.memo) === undefined
    );
  }

  async chooseToken(token: string): Promise<void> {
    this.token = token;
    this.network = undefined;
    this.amount = '';
    this.outcome = undefined;
    this.networks = pending();
    const result = await this.api.networks(token);
    if (this.token !== token) return;
    runInAction(() => {
      this.networks = result.ok ? loaded(result.value) : failed(failureCode(result.error));
      const open = result.ok ? result.value.filter((n) => n.allowWithdraw) : [];
      if (open.length === 1) this.chooseNetwork(open[0].network);
    });
  }

  chooseNetwork(network: string): void {
    this.network = network;
    this.outcome = undefined;
    if (!this.selected?.needMemo) this.memo = '';
  }

  setAddress(value: string): void {
    this.address = value;
    this.outcome = undefined;
  }

  setMemo(value: string): void {
    this.memo = value;
  }

  setAmount(value: string): void {
    this.amount = value;
    this.outcome = undefined;
  }

  touch(): void {
    this.touched = true;
  }

  useMax(): void {
    this.amount = this.max;
  }

  /** Fills the form from a saved address (the address book's "Use"). */
  async useSaved(id: number): Promise<void> {
    const saved = this.book.rows.find((s) => s.id === id);
    if (!saved) return;
    if (this.token !== saved.token) await this.chooseToken(saved.token);
    runInAction(() => {
      this.chooseNetwork(saved.network);
      Object.assign(this, { address: saved.address, memo: saved.extra, touched: true });
    });
  }

  /** What the review step shows for the withdrawal as typed (undefined until the form can send). */
  review(): WithdrawReview | undefined {
    const figures = this.figures;
    if (!this.token || !this.selected || !figures) return undefined;
    const address = this.address.trim();
    const memo = this.memo.trim();
    const label = savedLabel(this.book.rows, this.token, this.selected.network, address, memo);
    return {
      token: this.token,
      networkName: this.selected.name,
      address,
      memo,
      ...(label === undefined ? {} : { label }),
      amount: figures.amount,
      fee: figures.fee,
      total: figures.total,
      receive: figures.receive,
      arrivalMinutes: arrivalMinutes(this.selected.network),
    };
  }

  /** Runs the review and security step, sends, and on success clears the amount and reads the history again. */
  async send(): Promise<SendOutcome> {
    if (!this.canSend || !this.token || !this.network) return undefined;
    const request = {
      token: this.token,
      network: this.network,
      address: this.address.trim(),
      extra: this.memo.trim(),
      amount: this.amount.trim(),
    };
    runInAction(() => (this.sending = true));
    let step = await this.challenge.challenge(request, this.review());
    let answer: Awaited<ReturnType<typeof this.api.withdraw>> | undefined;
    while (step.proceed) {
      const result = await this.api.withdraw(request, step.fields);
      // a wrong code or password: the step stays open with what was typed, and the withdrawal is tried again
      const wrong = !result.ok && result.error.kind === 'refused' ? challengeRefusal(result.error.message) : undefined;
      answer = result;
      if (!wrong || !this.challenge.again) break;
      step = await this.challenge.again(wrong);
    }
    this.challenge.done?.();
    const result = answer;
    if (!step.proceed || !result) {
      runInAction(() => (this.sending = false));
      return undefined;
    }
    runInAction(() => {
      this.sending = false;
      this.outcome = result.ok ? { kind: 'sent', withdrawId: result.value.withdrawId } : { kind: 'refused', failure: result.error };
      if (result.ok) this.amount = '';
    });
    // sent: the list shows it; refused: the account's view may have changed (a lock, a whitelist rule) and the banner says so
    void (result.ok ? this.history.load() : this.book.load());
    return this.outcome;
  }
}
