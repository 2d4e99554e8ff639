import { After } from '@cucumber/cucumber';
import { TickerStateStore } from '../../src/presentation/market/ticker-state.store';
import type { ExchangeWorld } from './world';

/** Close subscriptions a scenario opened. */
After(function (this: ExchangeWorld) {
  this.get(TickerStateStore).dispose();
});
