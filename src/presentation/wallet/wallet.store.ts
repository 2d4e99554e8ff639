import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { WalletPreferencesPort } from '../../application/wallet/ports/wallet-preferences.port';
import { isPerpSymbol } from '../../domain/trade/orders/order';
import { VALUATION_TOKEN, walletSummary, type WalletSummary } from '../../domain/wallet/wallet-summary';
import { TickerStateStore } from '../market/ticker-state.store';
import { TradingAccountStore } from '../member-trading/account/trading-account.store';

/**
 * /wallet's figures: the trading account's balances (REST + the private stream, kept by `TradingAccountStore`; no
 * second stream), valued at the live spot tickers, and the hide-balances choice (kept on this device).
 */
@injectable()
export class WalletStore {
  hidden: boolean;

  constructor(
    @inject(TradingAccountStore) private readonly account: TradingAccountStore,
    @inject(TickerStateStore) private readonly tickers: TickerStateStore,
    @inject(WalletPreferencesPort) private readonly preferences: WalletPreferencesPort,
  ) {
    this.hidden = preferences.load().hideBalances;
    makeObservable(this, { hidden: observable, summary: computed, toggleHidden: action });
  }

  /** Keeps the trading account (idempotent). */
  start(): void {
    this.account.start();
  }

  get ready(): boolean {
    return this.account.ready;
  }

  /**
   * Whether the market stream has delivered its tickers: until then a token without a price is not yet priced rather
   * than unpriced (its total is unknown, not partial).
   */
  get pricesKnown(): boolean {
    return this.tickers.tickers.size > 0;
  }

  get signedIn(): boolean {
    return this.account.signedIn;
  }

  get summary(): WalletSummary {
    const balances = [...this.account.balances.values()].map((b) => ({
      token: b.token,
      holding: b.holding,
      frozen: b.frozen,
      available: b.availableBalance,
    }));
    const perps = this.account.positionTotals;
    const hasPerps = [...this.account.positions.values()].some((p) => isPerpSymbol(p.symbol));
    return walletSummary(
      balances,
      (token) => this.tickers.tickers.get(`SPOT_${token}_${VALUATION_TOKEN}`)?.close,
      hasPerps ? { margin: perps.initialMargin, unrealizedPnl: perps.unrealizedPnl } : { margin: '0', unrealizedPnl: '0' },
    );
  }

  toggleHidden(): void {
    this.hidden = !this.hidden;
    this.preferences.save({ hideBalances: this.hidden });
  }
}
