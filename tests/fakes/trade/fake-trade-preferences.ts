import type { TradePreferences, TradePreferencesPort } from '../../../src/application/trade/ports/trade-preferences.port';

/** Trade preferences in memory, as the device would keep them. */
export class FakeTradePreferences implements TradePreferencesPort {
  value: TradePreferences = { favourites: [], lastSymbol: undefined, resolution: undefined, bottomPanel: undefined, panes: undefined };

  load(): TradePreferences {
    return this.value;
  }

  save(change: Partial<TradePreferences>): void {
    this.value = { ...this.value, ...change };
  }
}
