import { inject, injectable } from 'inversify';
import { action, makeObservable, observable, runInAction } from 'mobx';
import { ClockPort } from '../../application/shared/ports/clock.port';
import { TradePasswordApiPort, type OrderPasswordPort } from '../../application/security/ports/order-password.port';
import { tradePasswordNeeded, tradeUnlockedUntil } from '../../domain/security/trade-password-on-order';

/**
 * The trade-password dialog before an order. The rule (src/domain/security/trade-password-on-order.ts): with the
 * setting on, the first order of a session asks for the password, `check_trade_pwd` checks it, and orders go without
 * asking for 30 minutes from that check; a refusal of the exchange for the password (e.g. after its restart) asks
 * again. When the setting cannot be read the order goes, and the exchange says what it needs.
 *
 * The setting is read once per order form (`prepare`, when the member's form mounts, or by the first order) and
 * again after the exchange refused an order for the password, not before every order: that read was a round trip
 * between each click on Buy and its order leaving (the click-to-row budget, docs/benchmarks.md). A setting turned on elsewhere
 * while the form is open is therefore met by the exchange's refusal, and the next order asks.
 */
@injectable()
export class TradePasswordStore implements OrderPasswordPort {
  asking = false;
  password = '';
  checking = false;
  /** The exchange's refusal of the last try (its words), shown in the dialog. */
  problem: string | undefined = undefined;
  private unlockedUntil: number | undefined;
  private resolve: ((go: boolean) => void) | undefined;
  /** The setting as last read (undefined inside: the read failed, read again next time). */
  private setting: Promise<boolean | undefined> | undefined;
  /** That read's answer once it is in (undefined: not read yet, or the read failed). */
  private known: boolean | undefined;

  constructor(
    @inject(TradePasswordApiPort) private readonly api: TradePasswordApiPort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeObservable(this, {
      asking: observable,
      password: observable,
      checking: observable,
      problem: observable,
      setPassword: action,
      cancel: action,
    });
  }

  /** The member's order form opened: reads the setting now, so the first order need not wait for it. */
  prepare(): void {
    this.setting = this.read();
  }

  clearToOrder(): boolean {
    return !tradePasswordNeeded({ askOnOrder: true }, this.unlockedUntil, this.clock.now()) || this.known === false;
  }

  async beforeOrder(): Promise<boolean> {
    if (!tradePasswordNeeded({ askOnOrder: true }, this.unlockedUntil, this.clock.now())) return true;
    this.setting ??= this.read();
    const setting = await this.setting;
    if (setting === undefined) this.setting = undefined;
    if (!setting) return true;
    this.finish(false);
    return new Promise<boolean>((resolve) => {
      this.resolve = resolve;
      runInAction(() => {
        this.asking = true;
        this.password = '';
        this.problem = undefined;
      });
    });
  }

  refused(): void {
    this.unlockedUntil = undefined;
    this.setting = undefined;
    this.known = undefined;
  }

  setPassword(value: string): void {
    this.password = value;
    this.problem = undefined;
  }

  /** Checks the typed password; right → the window opens and the order goes on; wrong → the exchange's words. */
  async confirm(): Promise<void> {
    if (!this.asking || this.password === '' || this.checking) return;
    runInAction(() => (this.checking = true));
    const result = await this.api.check(this.password);
    runInAction(() => (this.checking = false));
    if (result.ok) {
      this.unlockedUntil = tradeUnlockedUntil(this.clock.now());
      this.finish(true);
      return;
    }
    runInAction(() => (this.problem = result.error.kind === 'refused' ? result.error.message : 'unanswered'));
  }

  cancel(): void {
    this.finish(false);
  }

  private read(): Promise<boolean | undefined> {
    this.known = undefined;
    return this.api.askOnOrder().then(
      (r) => (this.known = r.ok ? r.value : undefined),
      () => (this.known = undefined),
    );
  }

  private finish(go: boolean): void {
    runInAction(() => {
      this.asking = false;
      this.password = '';
      this.problem = undefined;
    });
    const resolve = this.resolve;
    this.resolve = undefined;
    resolve?.(go);
  }
}
