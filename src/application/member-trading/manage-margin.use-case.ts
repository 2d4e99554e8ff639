import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { Result } from '../../domain/shared/result';
import type { LeverageTier, MarginMode, PositionMode, PositionSide } from '../../domain/trade/perps/leverage';
import type { Unsubscribe } from '../shared/token';
import { KeepTradingAccount } from './keep-trading-account.use-case';
import { PerpInfoApiPort } from '../trade/ports/perp-info-api.port';
import { TradingApiPort, type IsolatedMarginChange, type SymbolLeverage } from './ports/trading-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/**
 * Leverage per symbol, margin modes, the position mode and isolated margin (ADR 0019): the
 * settings the exchange holds per symbol (loaded on demand, kept after each change) and the changes, each followed
 * by a reload of the trading account (positions carry the new leverage, margin and side).
 */
@injectable()
export class ManageMargin {
  private readonly settings = new Map<string, SymbolLeverage>();
  private readonly listeners = new Set<() => void>();

  constructor(
    @inject(TradingApiPort) private readonly api: TradingApiPort,
    @inject(PerpInfoApiPort) private readonly info: PerpInfoApiPort,
    @inject(KeepTradingAccount) private readonly account: KeepTradingAccount,
  ) {}

  /** The symbol's setting as last loaded or changed. */
  setting(symbol: string): SymbolLeverage | undefined {
    return this.settings.get(symbol);
  }

  onChange(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Loads the symbol's leverage and margin mode from the exchange. */
  async load(symbol: string): Promise<Result<SymbolLeverage, TradeFailure>> {
    const result = await this.api.leverage(symbol);
    if (result.ok) this.keep(result.value);
    return result;
  }

  tiers(symbol: string): Promise<Result<readonly LeverageTier[], ErrorCode>> {
    return this.info.leverageTiers(symbol);
  }

  async setLeverage(symbol: string, marginMode: MarginMode, leverage: number): Promise<Result<SymbolLeverage, TradeFailure>> {
    const result = await this.api.setLeverage({ symbol, marginMode, leverage });
    if (result.ok) {
      this.keep(result.value);
      await this.account.reload();
    }
    return result;
  }

  async setPositionMode(mode: PositionMode): Promise<Result<PositionMode, TradeFailure>> {
    const result = await this.api.setPositionMode(mode);
    if (result.ok) await this.account.reload();
    return result;
  }

  async adjustIsolatedMargin(
    change: IsolatedMarginChange,
  ): Promise<Result<{ readonly positionSide: PositionSide; readonly isolatedMarginAmount: string }, TradeFailure>> {
    const result = await this.api.adjustIsolatedMargin(change);
    if (result.ok) await this.account.reload();
    return result;
  }

  private keep(setting: SymbolLeverage): void {
    this.settings.set(setting.symbol, setting);
    for (const listener of [...this.listeners]) listener();
  }
}
