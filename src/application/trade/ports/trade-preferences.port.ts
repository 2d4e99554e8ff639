import type { Resolution } from '../../../domain/trade/candles';
import type { FormOrderKind } from '../../../domain/trade/orders/order-form';
import { token } from '../../shared/token';

/** What the trade pages remember on this device (visitors included). */
export interface TradePreferences {
  readonly favourites: readonly string[];
  readonly lastSymbol: string | undefined;
  readonly resolution: Resolution | undefined;
  readonly bottomPanel: { readonly collapsed: boolean; readonly height: number } | undefined;
  readonly panes: readonly string[] | undefined;
  /** The order types whose confirmation step the user turned off ("Don't ask again"); absent in older data. */
  readonly skipConfirm?: readonly FormOrderKind[];
  /** A short sound when an order fills (off unless chosen). */
  readonly fillSound?: boolean;
}

/** Device-local trade preferences; an unreadable store reads as empty, a blocked one ignores writes. */
export interface TradePreferencesPort {
  load(): TradePreferences;
  save(change: Partial<TradePreferences>): void;
}
export const TradePreferencesPort = token<TradePreferencesPort>('TradePreferencesPort');
