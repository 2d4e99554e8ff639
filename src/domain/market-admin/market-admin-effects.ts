import Decimal from 'decimal.js';
import { crossFigures, liquidationPrice, type CrossAccount } from '../trade/orders/margin';
import { beyondCap, clampToCap, ratePercent } from './market-admin-rules';

/** One account's positions as cross margin sees them (the exchange's accounts, read-only). */
export interface PreviewAccount {
  readonly userId: number;
  readonly account: CrossAccount;
}

/** What a new mark price would do to the open positions of one perpetual. */
export interface MarkPricePreview {
  /** Positions on the symbol whose liquidation price the new mark reaches. */
  readonly positions: number;
  /** Accounts that hold those positions. */
  readonly accounts: number;
  /** Change of the total unrealised PnL of every account holding the symbol (decimal string, quote token). */
  readonly unrealizedPnlChange: string;
}

const withMark = (account: CrossAccount, symbol: string, price: string): CrossAccount => ({
  ...account,
  positions: account.positions.map((p) => (p.symbol === symbol ? { ...p, markPrice: price } : p)),
});

/**
 * The effect of marking `symbol` at `price`: a long is liquidated when the mark falls to or below its liquidation
 * price, a short when it rises to or above it (`liquidationPrice`, the other positions held at their marks); the
 * unrealised PnL change is `crossFigures` at the new mark minus at the current one.
 */
export function previewMarkPrice(accounts: readonly PreviewAccount[], symbol: string, price: string): MarkPricePreview {
  let positions = 0;
  const liquidated = new Set<number>();
  let change = new Decimal(0);
  const mark = new Decimal(price);
  for (const { userId, account } of accounts) {
    const position = account.positions.find((p) => p.symbol === symbol && !new Decimal(p.holding).isZero());
    if (!position) continue;
    const liq = liquidationPrice(account, symbol);
    const long = new Decimal(position.holding).gt(0);
    if (liq !== undefined && (long ? mark.lte(liq) : mark.gte(liq))) {
      positions += 1;
      liquidated.add(userId);
    }
    const before = crossFigures(account).unrealizedPnl;
    const after = crossFigures(withMark(account, symbol, price)).unrealizedPnl;
    change = change.plus(after).minus(before);
  }
  return { positions, accounts: liquidated.size, unrealizedPnlChange: change.toFixed() };
}

/** The effect of an admin change, stated before it is sent (the confirmation) and in the simulator's answer. */
export type AdminEffect =
  | { readonly kind: 'liquidations'; readonly positions: number; readonly accounts: number; readonly unrealizedPnlChange: string }
  | { readonly kind: 'noLiquidations'; readonly unrealizedPnlChange: string }
  | { readonly kind: 'clamped'; readonly requestedPercent: string; readonly capPercent: string }
  | { readonly kind: 'capClampsCurrent'; readonly currentPercent: string; readonly capPercent: string }
  | { readonly kind: 'change'; readonly from: string | null; readonly to: string | null };

export function markPriceEffect(preview: MarkPricePreview): AdminEffect {
  return preview.positions > 0
    ? { kind: 'liquidations', positions: preview.positions, accounts: preview.accounts, unrealizedPnlChange: preview.unrealizedPnlChange }
    : { kind: 'noLiquidations', unrealizedPnlChange: preview.unrealizedPnlChange };
}

/** A funding rate beyond the cap is clamped to it; within it the rate changes as asked. */
export function fundingRateEffect(current: string | null, requested: string, cap: string): AdminEffect {
  if (beyondCap(requested, cap)) {
    return { kind: 'clamped', requestedPercent: ratePercent(requested), capPercent: ratePercent(clampToCap(requested, cap)) };
  }
  return { kind: 'change', from: current === null ? null : ratePercent(current), to: ratePercent(requested) };
}

/** A lower cap clamps the funding rate in force when that rate lies beyond it. */
export function fundingRateCapEffect(currentRate: string, currentCap: string, cap: string): AdminEffect {
  if (beyondCap(currentRate, cap))
    return { kind: 'capClampsCurrent', currentPercent: ratePercent(currentRate), capPercent: ratePercent(cap) };
  return { kind: 'change', from: ratePercent(currentCap), to: ratePercent(cap) };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The English statement of an effect (the simulator's `message`; the app translates `kind` instead). */
export function effectStatement(effect: AdminEffect): string {
  switch (effect.kind) {
    case 'liquidations':
      return `${plural(effect.positions, 'position', 'positions')} (${plural(effect.accounts, 'account', 'accounts')}) would be liquidated at this mark price; unrealised PnL changes by ${effect.unrealizedPnlChange} USDT`;
    case 'noLiquidations':
      return `No position would be liquidated at this mark price; unrealised PnL changes by ${effect.unrealizedPnlChange} USDT`;
    case 'clamped':
      return `funding rate ${effect.requestedPercent} % would be clamped to the cap ${effect.capPercent} %`;
    case 'capClampsCurrent':
      return `the funding rate ${effect.currentPercent} % would be clamped to the new cap ${effect.capPercent} %`;
    case 'change':
      return `changes from ${effect.from ?? 'the market value'} to ${effect.to ?? 'the market value'}`;
  }
}
