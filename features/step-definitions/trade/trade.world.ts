import { After } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import type { CandleSeries, CandleSession } from '../../../src/application/trade/watch-candles.use-case';
import type { SymbolResolution } from '../../../src/domain/trade/trade-symbol';
import type { OrderBookStore } from '../../../src/presentation/trade/order-book.store';
import type { TradeFreshnessStore } from '../../../src/presentation/trade/trade-freshness.store';
import { createTestContainer, type Fakes } from '../../../tests/support/test-container';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** One scenario's trade page: the app's container with fake market data, fake storage and fake time. */
export interface TradeWorld {
  /** Built on first use (`tradeApp`), so scenarios of other features pay nothing. */
  app?: { container: Container; fakes: Fakes };
  known: Set<string>;
  resolution?: SymbolResolution;
  session?: CandleSession;
  series?: CandleSeries;
  book?: OrderBookStore;
  freshness?: TradeFreshnessStore;
}

export const tradeWorld = worldPart((): TradeWorld => ({ known: new Set() }));

export function tradeApp(world: ExchangeWorld): { container: Container; fakes: Fakes } {
  const w = tradeWorld(world);
  w.app ??= createTestContainer();
  return w.app;
}

After(function (this: ExchangeWorld) {
  const w = tradeWorld(this);
  w.session?.stop();
  w.book?.dispose();
  w.freshness?.dispose();
});
