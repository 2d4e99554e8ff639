import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { StrategiesApiPort } from '../../application/social/ports/strategies-api.port';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';
import type { TradingPeriod } from '../../domain/social/leaderboard';
import { isStrategy, summaryOf, type Strategy, type StrategyFigures, type StrategySummary } from '../../domain/social/strategy';
import { failureCode } from '../shared/failure-code';

/** /social-trading/strategy: the four strategies' figures over a period; the one a link names (`?strategy=`) first. */
@injectable()
export class StrategyStore {
  period: TradingPeriod = 30;
  selected: Strategy | undefined = undefined;
  data: Loadable<{ readonly rows: readonly StrategyFigures[]; readonly updatedTime: number }> = idle();
  private loads = 0;

  constructor(@inject(StrategiesApiPort) private readonly api: StrategiesApiPort) {
    makeObservable<StrategyStore, 'set'>(this, {
      period: observable,
      selected: observable,
      data: observableRef,
      rows: computed,
      set: action,
    });
  }

  /** The strategies with their products, the selected one first (the others in the exchange's order). */
  get rows(): StrategySummary[] {
    if (this.data.status !== 'success') return [];
    const rows = this.data.value.rows.map(summaryOf);
    const i = rows.findIndex((r) => r.strategy === this.selected);
    return i > 0 ? [rows[i]!, ...rows.slice(0, i), ...rows.slice(i + 1)] : rows;
  }

  private set(patch: Partial<Pick<StrategyStore, 'period' | 'selected' | 'data'>>): void {
    Object.assign(this, patch);
  }

  /** Opens the page: `strategy` is the link's value (an unknown one selects nothing). */
  open(strategy: string | null): Promise<void> {
    this.set({ selected: strategy !== null && isStrategy(strategy) ? strategy : undefined });
    return this.load();
  }

  choosePeriod(period: TradingPeriod): Promise<void> {
    this.set({ period });
    return this.load();
  }

  async load(): Promise<void> {
    const n = ++this.loads;
    if (this.data.status !== 'success') this.set({ data: pending() });
    const result = await this.api.strategies(this.period);
    if (n !== this.loads) return;
    this.set({ data: result.ok ? loaded(result.value) : failed(failureCode(result.error)) });
  }
}
