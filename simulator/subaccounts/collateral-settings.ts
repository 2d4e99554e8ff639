import Decimal from 'decimal.js';
import {
  canSwitchCollateral,
  COLLATERAL_RATIOS,
  collateralValue,
  type CollateralToken,
  type WalletMode,
} from '../../src/domain/subaccounts/collateral';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { MarketEngine } from '../market/market-engine';
import type { TradingEngine } from '../trading/trading-engine';
import type { SubAccountRepository, WalletSettings } from './sub-account-repository';

/**
 * Collateral tokens and the wallet mode (docs/protocol.md "Collateral and wallet mode"): per account, which collateral
 * tokens count (USDT always) and whether the wallet is SINGLE (USDT alone backs futures) or MULTI (each enabled token
 * at its ratio). The collateral value is what the wallet reports; the matching engine still margins in USDT.
 */
export class CollateralSettings {
  constructor(
    private readonly repo: SubAccountRepository,
    private readonly trading: TradingEngine,
    private readonly market: MarketEngine,
  ) {}

  async tokens(userId: number): Promise<CollateralToken[]> {
    const settings = await this.repo.walletSettings(userId);
    return Object.entries(COLLATERAL_RATIOS)
      .filter(([token]) => token === 'USDT' || this.market.has(`SPOT_${token}_USDT`))
      .map(([token, collateralRatio]) => ({ token, collateralRatio, enabled: !settings.disabledCollateral.includes(token) }));
  }

  settings(userId: number): Promise<WalletSettings> {
    return this.repo.walletSettings(userId);
  }

  async switchCollateral(userId: number, token: string, enabled: boolean): Promise<CollateralToken> {
    if (!canSwitchCollateral(token) || !(await this.tokens(userId)).some((t) => t.token === token)) {
      throw new ApiError(
        ErrorCodes.InvalidParameter,
        token === 'USDT' ? 'token: USDT is always collateral' : `token: ${token} is not a collateral token`,
      );
    }
    const s = await this.repo.walletSettings(userId);
    const disabled = new Set(s.disabledCollateral);
    if (enabled) disabled.delete(token);
    else disabled.add(token);
    await this.repo.saveWalletSettings(userId, { ...s, disabledCollateral: [...disabled].sort() });
    return { token, collateralRatio: COLLATERAL_RATIOS[token], enabled };
  }

  async switchMode(userId: number, mode: WalletMode): Promise<WalletSettings> {
    const s = await this.repo.walletSettings(userId);
    const next = { ...s, mode };
    await this.repo.saveWalletSettings(userId, next);
    return next;
  }

  /** The account's collateral value in USDT under its mode (available amounts at the spot marks). */
  async value(userId: number, demoFunds: boolean): Promise<string> {
    const a = this.trading.account(userId, demoFunds);
    const tokens = await this.tokens(userId);
    const { mode } = await this.repo.walletSettings(userId);
    const holdings = tokens.map((t) => ({
      token: t.token,
      amount: this.trading.available(a, t.token).toFixed(),
      price: t.token === 'USDT' ? '1' : this.price(t.token),
    }));
    return collateralValue(mode, holdings, tokens);
  }

  private price(token: string): string {
    const mark = this.trading.markPrice(`SPOT_${token}_USDT`);
    return Decimal.max(0, mark).toFixed();
  }
}
