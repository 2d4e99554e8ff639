/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { LocalStorageTradePreferences } from '../../../../src/infrastructure/trade/local-storage-trade-preferences.adapter';

const KEY = 'woox.trade-preferences';

describe('the order confirmation preference ("Don\'t ask again")', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept with the other preferences', () => {
    const prefs = new LocalStorageTradePreferences();
    prefs.save({ favourites: ['SPOT_BTC_USDT'] });
    prefs.save({ skipConfirm: ['MARKET', 'STOP_LIMIT'] });
    expect(new LocalStorageTradePreferences().load()).toMatchObject({
      favourites: ['SPOT_BTC_USDT'],
      skipConfirm: ['MARKET', 'STOP_LIMIT'],
    });
  });

  it('older data without it stays valid and asks for every type', () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ favourites: ['SPOT_BTC_USDT'], lastSymbol: 'SPOT_BTC_USDT', bottomPanel: { collapsed: true, height: 300 } }),
    );
    const loaded = new LocalStorageTradePreferences().load();
    expect(loaded).toMatchObject({
      favourites: ['SPOT_BTC_USDT'],
      lastSymbol: 'SPOT_BTC_USDT',
      bottomPanel: { collapsed: true, height: 300 },
    });
    expect(loaded.skipConfirm).toBeUndefined();
  });

  it('drops unknown order types without losing the rest', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ favourites: ['SPOT_BTC_USDT'], skipConfirm: ['LIMIT', '<script>', 'TWAP'] }));
    expect(new LocalStorageTradePreferences().load()).toMatchObject({ favourites: ['SPOT_BTC_USDT'], skipConfirm: ['LIMIT'] });
  });
});
