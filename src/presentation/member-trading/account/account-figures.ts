/** The trading account's figures: the cross-margin account, every perpetual position at the live marks, equity. */
import { computed, makeObservable } from 'mobx';
import type { WatchPerpFigures } from '../../../application/trade/watch-perp-figures.use-case';
import type { AccountInfo, Balance, Position } from '../../../domain/trade/orders/account';
import { accountEquity } from '../../../domain/trade/orders/account-value';
import { crossFigures, type CrossAccount, type CrossFigures } from '../../../domain/trade/orders/margin';
import { isPerpSymbol, type Order } from '../../../domain/trade/orders/order';
import { positionKey } from '../../../domain/trade/perps/leverage';
import {
  atMarks,
  liveCrossAccount,
  liveFreeCollateral,
  livePositionFigures,
  openOrderMargin,
  type LiveAccount,
  type LiveFigures,
  type LivePosition,
} from '../../../domain/trade/perps/live-position';
import type { TickerStateStore } from '../../market/ticker-state.store';
import { crossAccountOf } from './account-store-helpers';
import { PositionMarks } from './position-marks';

/** The margin token of perpetuals (cross margin in USDT). */
export const SETTLE_TOKEN = 'USDT';

/** A perpetual position of the positions tab; its live figures come from `liveFigures(key)` (they move with the mark). */
export interface PositionRow {
  readonly key: string;
  readonly position: Position;
}

/** Unrealised PnL and initial margin summed over positions. */
export interface PositionTotals {
  readonly unrealizedPnl: string;
  readonly initialMargin: string;
}

/** What the figures read of the account (its store's observables and leverage settings). */
interface FiguresAccount {
  readonly ready: boolean;
  readonly signedIn: boolean;
  readonly balances: ReadonlyMap<string, Balance>;
  readonly positions: ReadonlyMap<string, Position>;
  readonly openOrders: readonly Order[];
  readonly accountInfo: AccountInfo | undefined;
  leverage(symbol: string): string;
}

/**
 * The figures the views read of the trading account: the cross-margin account and its figures, each perpetual
 * position at the mark price stream's last mark, what new perpetual orders may use, and equity in USDT.
 */
export class AccountFigures {
  private readonly marks: PositionMarks;

  constructor(
    private readonly account: FiguresAccount,
    private readonly tickers: TickerStateStore,
    perpFigures: WatchPerpFigures,
  ) {
    this.marks = new PositionMarks(perpFigures);
    makeObservable(this, {
      crossAccount: computed,
      cross: computed,
      positionTotals: computed,
      liveAccount: computed,
      freeCollateral: computed,
      orderMargin: computed,
    });
  }

  /**
   * The cross-margin account as the exchange counts it (its `marginRatio` and `freeCollateral`, `GET /v3/account/info`):
   * the USDT holding − frozen − isolated margins, the cross positions at the live marks, the open orders' margin. The
   * positions tab's rows read the same account (`liveFigures`), so the panel's margin ratio is the rows'.
   */
  get crossAccount(): CrossAccount {
    return liveCrossAccount(this.liveAccount, this.orderMargin);
  }

  /** The cross account's figures: its value, margins, free collateral and margin ratio (the account panel's). */
  get cross(): CrossFigures {
    return crossFigures(this.crossAccount);
  }

  /**
   * Unrealised PnL and initial margin of every perpetual position, cross and isolated, at the live marks: what equity
   * and the wallet's futures value add (an isolated position's PnL is the account's too).
   */
  get positionTotals(): PositionTotals {
    const { unrealizedPnl, initialMargin } = crossFigures({ collateral: '0', positions: this.liveAccount.positions });
    return { unrealizedPnl, initialMargin };
  }

  /** Every perpetual position at the live marks, cross and isolated (the positions' actions and PnL card). */
  get marginPositions(): readonly LivePosition[] {
    return this.liveAccount.positions;
  }

  positionRows(): PositionRow[] {
    return this.perpPositions().map((p) => ({ key: positionKey(p.symbol, p.positionSide), position: p }));
  }

  /**
   * Every perpetual position at the mark price stream's last mark (a symbol not heard yet keeps the mark of the
   * account's last answer); the cross collateral as the exchange counts it: USDT holding − frozen − isolated margins.
   */
  get liveAccount(): LiveAccount {
    const perps = this.perpPositions();
    return atMarks(crossAccountOf(perps, this.account.balances.get(SETTLE_TOKEN), this.account.accountInfo), (symbol) =>
      this.marks.of(symbol),
    );
  }

  /**
   * What new perpetual orders may use, at the live marks (the exchange's rule: `liveFreeCollateral`); undefined until
   * the account has loaded. The order form's "Available" and the account panel's read this one figure.
   */
  get freeCollateral(): string | undefined {
    if (!this.account.ready) return undefined;
    return liveFreeCollateral(this.liveAccount, this.orderMargin);
  }

  /** The margin open orders hold: a figure of its own, so a balance message (every fill) does not count 1,000 open orders again. */
  get orderMargin(): string {
    return openOrderMargin(this.account.openOrders, (symbol) => this.account.leverage(symbol));
  }

  /** A position's figures at the live mark: mark, unrealised PnL, ROE, margin ratio, liquidation price (one domain rule). */
  liveFigures(key: string): LiveFigures | undefined {
    const perps = this.perpPositions();
    const index = perps.findIndex((p) => positionKey(p.symbol, p.positionSide) === key);
    return index < 0 ? undefined : livePositionFigures(this.liveAccount, index);
  }

  /** Follows the mark price stream of every symbol held (and of none once it is closed). */
  followMarks(): void {
    this.marks.follow(new Set(this.account.signedIn ? this.perpPositions().map((p) => p.symbol) : []));
  }

  /** Equity in USDT: every holding at its spot price against USDT (from the live tickers), plus unrealised PnL. */
  get valuation(): { readonly equity: string; readonly unpriced: readonly string[] } {
    return accountEquity(
      [...this.account.balances.values()],
      SETTLE_TOKEN,
      (t) => this.tickers.tickers.get(`SPOT_${t}_${SETTLE_TOKEN}`)?.close,
      this.positionTotals.unrealizedPnl,
    );
  }

  get equity(): string {
    return this.valuation.equity;
  }

  private perpPositions(): Position[] {
    return [...this.account.positions.values()].filter((p) => isPerpSymbol(p.symbol));
  }
}
