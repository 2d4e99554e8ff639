import { After } from '@cucumber/cucumber';
import { QueryCachePort } from '../../src/application/shared/ports/query-cache.port';
import { TanstackQueryCache } from '../../src/infrastructure/query/tanstack-query-cache.adapter';
import type { ExchangeWorld } from './world';

/** Close what a scenario opened: the query cache's timers (each capability's world part closes its own). */
After(function (this: ExchangeWorld) {
  const cache = this.get(QueryCachePort);
  if (cache instanceof TanstackQueryCache) cache.client.clear();
});
