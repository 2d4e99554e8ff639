import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import type { Token } from '../../src/application/shared/token';
import { TanstackQueryCache } from '../../src/infrastructure/query/tanstack-query-cache.adapter';
import { FakeExchangeHttp } from '../../tests/fakes/fake-exchange-http';
import { createTestContainer, type Fakes } from '../../tests/support/test-container';

type Identifier<T> = Token<T> | (abstract new (...args: never[]) => T);

/**
 * One container per scenario, with fakes for the outside world. REST calls go through the real adapters and
 * HTTP client to a fake exchange transport, so rules that live in the client (bearer, -1001/-1002) are exercised.
 */
export class ExchangeWorld extends World {
  readonly http = new FakeExchangeHttp();
  readonly container: Container;
  readonly fakes: Fakes;

  constructor(options: IWorldOptions) {
    super(options);
    const built = createTestContainer({
      httpAdapter: this.http.adapter,
      accountApi: undefined,
      exchangeConfigApi: undefined,
      // The real query cache; retries back off from 1 ms instead of 1 s so retried scenarios stay fast.
      queryCache: new TanstackQueryCache(1),
    });
    this.container = built.container;
    this.fakes = built.fakes;
  }

  get<T>(id: Identifier<T>): T {
    return this.container.get<T>(id as symbol);
  }
}

setWorldConstructor(ExchangeWorld);
