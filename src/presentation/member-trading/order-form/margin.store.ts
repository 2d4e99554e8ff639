import Decimal from 'decimal.js';
import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { ManageMargin } from '../../../application/member-trading/manage-margin.use-case';
import type { TradeFailure } from '../../../domain/shared/trade-failure';
import type { Position } from '../../../domain/trade/orders/account';
import {
  initialMarginOf,
  leverageMarks,
  maxNotionalFor,
  symbolMaxLeverage,
  type LeverageTier,
  type MarginMode,
  type PositionMode,
} from '../../../domain/trade/perps/leverage';
import { marginAdjustment, positionMaxRemovable, symbolExposure } from '../../../domain/trade/perps/margin-exposure';
import { leverageRefusal } from '../../../domain/trade/perps/leverage-refusals';
import { modeRefusal } from '../../../domain/trade/perps/mode-refusals';
import type { ShownProblem } from '../../shared/translate-refusal';
import { TradingAccountStore } from '../account/trading-account.store';

/** What a leverage change does to the symbol's initial margin (positions at the mark and open orders). */
export interface LeveragePreview {
  readonly from: number;
  readonly to: number;
  readonly marginBefore: string;
  readonly marginAfter: string;
}

/**
 * Why a leverage change or a mode switch failed, as the view says it: a leverage or mode refusal by its code, the
 * exchange's other words, or no answer.
 */
export type SwitchProblem = ShownProblem | 'unanswered';
const switchProblemOf = (failure: TradeFailure): SwitchProblem => {
  if (failure.kind !== 'refused') return 'unanswered';
  const known = leverageRefusal(failure.message) ?? modeRefusal(failure.message);
  return known ? { refusal: known } : { said: failure.message };
};

/**
 * Leverage, margin mode, position mode and isolated margin of the perpetual the form trades: the
 * symbol's tiers (the slider's maximum and marks), the leverage modal (a confirmation stating the initial margin
 * before and after when the symbol has a position or an open order; the exchange's refusal read back to its code),
 * the margin-mode and position-mode switches, and isolated margin (reducing past the removable maximum is refused
 * before it is sent). The market info's multiplier and insurance fund are the trade capability's `PerpExtrasStore`.
 */
@injectable()
export class MarginStore {
  symbol = '';
  readonly tiers = observable.map<string, readonly LeverageTier[]>();
  modalOpen = false;
  draft = 1;
  /** The confirmation step of the modal is showing. */
  confirming = false;
  pending = false;
  /** Why the last leverage change failed. */
  refusal: SwitchProblem | undefined = undefined;
  modeRefusal: SwitchProblem | undefined = undefined;
  positionModeRefusal: SwitchProblem | undefined = undefined;
  /** Bumped when the use case's settings change. */
  private tick = 0;
  private readonly loaded = new Set<string>();

  constructor(
    @inject(ManageMargin) private readonly margin: ManageMargin,
    @inject(TradingAccountStore) readonly account: TradingAccountStore,
  ) {
    margin.onChange(action(() => (this.tick += 1)));
    makeObservable<MarginStore, 'tick'>(this, {
      symbol: observable,
      modalOpen: observable,
      draft: observable,
      confirming: observable,
      pending: observable,
      refusal: observableRef,
      modeRefusal: observableRef,
      positionModeRefusal: observableRef,
      tick: observable,
      current: computed,
      marginMode: computed,
      positionMode: computed,
      max: computed,
      marks: computed,
      hasExposure: computed,
      maxPosition: computed,
      preview: computed,
      use: action,
      clearModeRefusal: action,
      openModal: action,
      closeModal: action,
      setDraft: action,
      apply: action,
    });
  }

  /** The symbol the signed-in member's form trades: loads its setting and tiers once (again after a failure). */
  use(symbol: string): void {
    this.symbol = symbol;
    if (this.loaded.has(symbol)) return;
    this.loaded.add(symbol);
    void this.margin.load(symbol).then((r) => r.ok || this.loaded.delete(symbol));
    void this.margin.tiers(symbol).then((r) => (r.ok ? runInAction(() => this.tiers.set(symbol, r.value)) : this.loaded.delete(symbol)));
  }

  get current(): number {
    return Number(this.account.leverage(this.symbol));
  }

  get marginMode(): MarginMode {
    void this.tick;
    return this.margin.setting(this.symbol)?.marginMode ?? this.account.positionsOf(this.symbol)[0]?.marginMode ?? 'CROSS';
  }

  get positionMode(): PositionMode {
    return this.account.accountInfo?.positionMode === 'HEDGE_MODE' ? 'HEDGE_MODE' : 'ONE_WAY';
  }

  /** The symbol's highest leverage (undefined until its tiers load). */
  get max(): number | undefined {
    const tiers = this.tiers.get(this.symbol);
    return tiers && tiers.length > 0 ? symbolMaxLeverage(tiers) : undefined;
  }

  get marks(): number[] {
    return this.max === undefined ? [] : leverageMarks(this.max);
  }

  /** Position notional at the mark plus the open orders' notional (price × what is left), in USDT. */
  get exposure(): Decimal {
    return symbolExposure(this.symbol, this.account.positionsOf(this.symbol), this.account.openOrders);
  }

  /** The largest position (notional, USDT) the tier table allows at the leverage being chosen; undefined until the tiers load. */
  get maxPosition(): string | undefined {
    const tiers = this.tiers.get(this.symbol);
    return tiers && tiers.length > 0 ? maxNotionalFor(tiers, this.draft) : undefined;
  }

  get hasExposure(): boolean {
    return this.account.positionsOf(this.symbol).length > 0 || this.account.openOrders.some((o) => o.symbol === this.symbol);
  }

  get preview(): LeveragePreview {
    const notional = this.exposure;
    return {
      from: this.current,
      to: this.draft,
      marginBefore: initialMarginOf(notional, this.current),
      marginAfter: initialMarginOf(notional, this.draft),
    };
  }

  openModal(): void {
    this.draft = this.current;
    this.confirming = false;
    this.refusal = undefined;
    this.modalOpen = true;
  }

  closeModal(): void {
    this.modalOpen = false;
    this.confirming = false;
  }

  /** A whole number within 1 … the symbol's maximum. */
  setDraft(value: number | null): void {
    if (value === null || !Number.isFinite(value)) return;
    this.draft = Math.min(Math.max(1, Math.round(value)), this.max ?? Math.max(1, Math.round(value)));
    this.confirming = false;
    this.refusal = undefined;
  }

  /** The modal's OK: with a position or open order, first the confirmation; then the change. */
  async apply(): Promise<void> {
    if (this.draft === this.current && this.refusal === undefined) return this.closeModal();
    // every change is confirmed: the confirmation states the largest position the new leverage allows
    if (!this.confirming) {
      this.confirming = true;
      return;
    }
    this.pending = true;
    const result = await this.margin.setLeverage(this.symbol, this.marginMode, this.draft);
    runInAction(() => {
      this.pending = false;
      this.confirming = false;
      if (result.ok) {
        this.refusal = undefined;
        this.modalOpen = false;
      } else {
        this.refusal = switchProblemOf(result.error);
      }
    });
  }

  async setMarginMode(mode: MarginMode): Promise<void> {
    if (mode === this.marginMode) return;
    const result = await this.margin.setLeverage(this.symbol, mode, this.current);
    runInAction(() => (this.modeRefusal = result.ok ? undefined : switchProblemOf(result.error)));
  }

  async setPositionMode(mode: PositionMode): Promise<void> {
    if (mode === this.positionMode) return;
    const result = await this.margin.setPositionMode(mode);
    runInAction(() => (this.positionModeRefusal = result.ok ? undefined : switchProblemOf(result.error)));
  }

  clearModeRefusal(): void {
    this.modeRefusal = undefined;
  }

  /** How much of an isolated position's margin may be taken out (above its initial margin at the mark). */
  maxRemovable(position: Position): string {
    return positionMaxRemovable(position);
  }

  /**
   * Adds to or takes from an isolated position's margin; a reduction above the maximum is refused here (as the
   * exchange would). Resolves to the problem to show (the domain's refusal, the exchange's words, or the transport's
   * code), undefined when done.
   */
  async adjustIsolatedMargin(position: Position, action: 'ADD' | 'REDUCE', amount: string): Promise<ShownProblem | undefined> {
    const checked = marginAdjustment(position, action, amount);
    if (!checked.ok) return { refusal: checked.refusal };
    const side = position.positionSide ?? 'BOTH';
    const result = await this.margin.adjustIsolatedMargin({
      symbol: position.symbol,
      amount: checked.amount,
      action,
      ...(side === 'BOTH' ? {} : { positionSide: side }),
    });
    if (result.ok) return undefined;
    return result.error.kind === 'refused' ? { said: result.error.message } : { error: result.error.error };
  }
}
