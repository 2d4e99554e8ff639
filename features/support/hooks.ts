import { After } from '@cucumber/cucumber';
import { QueryCachePort } from '../../src/application/shared/ports/query-cache.port';
import { TanstackQueryCache } from '../../src/infrastructure/query/tanstack-query-cache.adapter';
import { TickerStateStore } from '../../src/presentation/market/ticker-state.store';
import type { ExchangeWorld } from './world';

/** Close what a scenario opened: subscriptions and the query cache's timers. */
After(function (this: ExchangeWorld) {
  this.get(TickerStateStore).dispose();
  const cache = this.get(QueryCachePort);
  if (cache instanceof TanstackQueryCache) cache.client.clear();
});
