import { inject, injectable } from 'inversify';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import {
  PositionActions,
  type ActionOutcome,
  type CloseAllOutcome,
  type CloseSize,
} from '../../../application/member-trading/position-actions.use-case';
import { PnlSharePromotionPort, type PnlSharePromotion } from '../../../application/member-trading/ports/pnl-share-promotion.port';
import { err, type Result } from '../../../domain/shared/result';
import type { Position } from '../../../domain/trade/orders/account';
import type { OrderRequest } from '../../../domain/trade/orders/order';
import type { TradingRules } from '../../../domain/trade/orders/trading-rules';
import {
  closeAllSelection,
  closeQuantity,
  pnlCardFigures,
  reverseOrder,
  unrealizedPnl,
  type ActionRefusal,
  type CloseAllFilter,
  type ClosePricing,
  type PnlCardFigures,
  type ReverseContext,
} from '../../../domain/trade/perps/position-actions';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { SETTLE_TOKEN } from './account-figures';
import { rulesOf, TradingAccountStore } from './trading-account.store';
import { refusal } from '../../../domain/shared/refusal';

const NO_RULES: ActionRefusal = { code: 'no-rules', refusal: refusal('position.noRules') };

/** A row of the close-all confirmation. */
export interface CloseAllLine {
  readonly symbol: string;
  readonly holding: string;
  readonly pnl: string;
}

/**
 * The positions tab's actions for the views: previews (the size a percent button closes, what close all would close,
 * the reverse order or why it is refused), the actions themselves on the account's current positions (one at a time:
 * `pending`), and the PnL card's figures and promotion.
 */
@injectable()
export class PositionActionsStore {
  pending = false;
  promotion: PnlSharePromotion | undefined = undefined;
  promotionFailed = false;
  private promotionLanguage: string | undefined;

  constructor(
    @inject(PositionActions) private readonly actions: PositionActions,
    @inject(TradingAccountStore) private readonly account: TradingAccountStore,
    @inject(MarketReferenceStore) private readonly reference: MarketReferenceStore,
    @inject(PnlSharePromotionPort) private readonly promotions: PnlSharePromotionPort,
  ) {
    makeObservable(this, { pending: observable, promotion: observableRef, promotionFailed: observable });
  }

  rules(symbol: string): TradingRules | undefined {
    const instrument = this.reference.instrument(symbol);
    return instrument ? rulesOf(instrument) : undefined;
  }

  /** The size a percent button closes of the current holding (rounded down to the step), or why not. */
  closePreview(symbol: string, percent: number): Result<string, ActionRefusal> {
    const rules = this.rules(symbol);
    const position = this.account.position(symbol);
    if (!rules || !position) return err(NO_RULES);
    return closeQuantity(position.holding, percent, rules);
  }

  close(symbol: string, size: CloseSize, pricing: ClosePricing): Promise<ActionOutcome> {
    const rules = this.rules(symbol);
    const position = this.account.position(symbol);
    if (!rules || !position) return Promise.resolve({ kind: 'failed', failure: { kind: 'invalid', refusal: NO_RULES } });
    return this.run(() => this.actions.close(position, size, pricing, rules));
  }

  /** What close all would close now, with each position's unrealised PnL at the mark. */
  closeAllPreview(filter: CloseAllFilter): CloseAllLine[] {
    return closeAllSelection(this.perpPositions(), filter).map((p) => ({
      symbol: p.symbol,
      holding: p.holding,
      pnl: unrealizedPnl(p).toString(),
    }));
  }

  closeAll(filter: CloseAllFilter): Promise<CloseAllOutcome> {
    return this.run(() => this.actions.closeAll(this.perpPositions(), filter));
  }

  /** The reverse order of a position now, or why it is refused (the rules, the margin). */
  reversePreview(symbol: string): Result<OrderRequest, ActionRefusal> {
    const context = this.reverseContext(symbol);
    const position = this.account.marginPositions.find((p) => p.symbol === symbol);
    return context && position ? reverseOrder(position, context) : err(NO_RULES);
  }

  async reverse(symbol: string): Promise<ActionOutcome> {
    // the taker fee is the symbol's (`GET /v3/trade/tradingFee`; the account info has none)
    await this.account.feeRatesNow(symbol);
    const context = this.reverseContext(symbol);
    const position = this.account.marginPositions.find((p) => p.symbol === symbol);
    if (!context || !position) return { kind: 'failed', failure: { kind: 'invalid', refusal: NO_RULES } };
    return this.run(() => this.actions.reverse(position, context));
  }

  /** The PnL card's figures (no balance: the card is given nothing else). */
  cardFigures(symbol: string): PnlCardFigures | undefined {
    const position = this.account.marginPositions.find((p) => p.symbol === symbol);
    return position ? pnlCardFigures(position, this.reference.instrument(symbol)?.quoteTick) : undefined;
  }

  /** Loads the card's promotion in `language` (once per language). */
  async loadPromotion(language: string): Promise<void> {
    if (this.promotionLanguage === language && (this.promotion || !this.promotionFailed)) return;
    this.promotionLanguage = language;
    const result = await this.promotions.promotion(language);
    runInAction(() => {
      if (this.promotionLanguage !== language) return;
      this.promotion = result.ok ? result.value : undefined;
      this.promotionFailed = !result.ok;
    });
  }

  private perpPositions(): Position[] {
    const symbols = new Set(this.account.marginPositions.map((p) => p.symbol));
    return [...this.account.positions.values()].filter((p) => symbols.has(p.symbol));
  }

  private reverseContext(symbol: string): ReverseContext | undefined {
    const rules = this.rules(symbol);
    if (!rules) return undefined;
    const known = this.account.feeRates(symbol);
    if (!known) this.account.loadFeeRates(symbol);
    const takerFeeBps = known?.takerFee ?? '0';
    return { rules, takerFeeBps, account: this.account.crossAccount, marginAsset: SETTLE_TOKEN };
  }

  private async run<T>(work: () => Promise<T>): Promise<T> {
    runInAction(() => {
      this.pending = true;
    });
    try {
      return await work();
    } finally {
      runInAction(() => {
        this.pending = this.actions.pending;
      });
    }
  }
}
