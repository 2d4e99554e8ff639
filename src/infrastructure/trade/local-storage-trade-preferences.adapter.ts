import { injectable } from 'inversify';
import * as z from 'zod/mini';
import type { TradePreferences, TradePreferencesPort } from '../../application/trade/ports/trade-preferences.port';
import { isResolution } from '../../domain/trade/candles';
import { cleanFavourites } from '../../domain/trade/favourites';
import { isMarketSymbol } from '../../domain/market/market-symbol';
import type { FormOrderKind } from '../../domain/trade/orders/order-form';

const KEY = 'woox.trade-preferences';
const stored = z.object({
  favourites: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(200))),
  lastSymbol: z.optional(z.string().check(z.maxLength(40))),
  resolution: z.optional(z.string().check(z.maxLength(4))),
  bottomPanel: z.optional(z.object({ collapsed: z.boolean(), height: z.number().check(z.gte(80), z.lte(2000)) })),
  panes: z.optional(z.array(z.string().check(z.maxLength(40))).check(z.maxLength(4))),
  skipConfirm: z.optional(z.array(z.string().check(z.maxLength(20))).check(z.maxLength(8))),
  fillSound: z.optional(z.boolean()),
});
const FORM_KINDS: readonly FormOrderKind[] = ['LIMIT', 'MARKET', 'STOP_LIMIT', 'STOP_MARKET'];
const isFormKind = (kind: string): kind is FormOrderKind => (FORM_KINDS as readonly string[]).includes(kind);
const EMPTY: TradePreferences = { favourites: [], lastSymbol: undefined, resolution: undefined, bottomPanel: undefined, panes: undefined };

/** Trade preferences in localStorage (one JSON entry, validated on read; tampered fields are dropped). */
@injectable()
export class LocalStorageTradePreferences implements TradePreferencesPort {
  load(): TradePreferences {
    try {
      const raw = window.localStorage.getItem(KEY);
      if (!raw) return EMPTY;
      const parsed = stored.safeParse(JSON.parse(raw));
      if (!parsed.success) return EMPTY;
      const p = parsed.data;
      return {
        favourites: cleanFavourites(p.favourites),
        lastSymbol: p.lastSymbol !== undefined && isMarketSymbol(p.lastSymbol) ? p.lastSymbol : undefined,
        resolution: isResolution(p.resolution) ? p.resolution : undefined,
        bottomPanel: p.bottomPanel,
        panes: p.panes,
        ...(p.skipConfirm ? { skipConfirm: p.skipConfirm.filter(isFormKind) } : {}),
        ...(p.fillSound === undefined ? {} : { fillSound: p.fillSound }),
      };
    } catch {
      return EMPTY;
    }
  }

  save(change: Partial<TradePreferences>): void {
    try {
      window.localStorage.setItem(KEY, JSON.stringify({ ...this.load(), ...change }));
    } catch {
      // Private mode or a full quota: the page works, the choice is not kept.
    }
  }
}
