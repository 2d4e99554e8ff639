import 'reflect-metadata';
import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { ExchangeConfigApiPort } from '../../src/application/config/ports/exchange-config-api.port';
import { AccountApiPort } from '../../src/application/session/ports/account-api.port';
import { QueryCachePort } from '../../src/application/shared/ports/query-cache.port';
import type { Token } from '../../src/application/shared/token';
import { override } from '../../src/di/overrides';
import { HttpTransport } from '../../src/di/session.module';
import { TanstackQueryCache } from '../../src/infrastructure/query/tanstack-query-cache.adapter';
import { FakeExchangeHttp } from '../../tests/fakes/fake-exchange-http';
import { createTestContainer, type Fakes } from '../../tests/support/test-container';

type Identifier<T> = Token<T> | (abstract new (...args: never[]) => T);

/**
 * One container per scenario, with fakes for the outside world. REST calls go through the real adapters and
 * HTTP client to a fake exchange transport, so rules that live in the client (bearer, -1001/-1002) are exercised.
 * The state a capability's steps keep is that capability's world part (`worldPart`, in
 * `features/step-definitions/<id>/<id>.world.ts`), not a field here.
 */
export class ExchangeWorld extends World {
  readonly http = new FakeExchangeHttp();
  readonly container: Container;
  readonly fakes: Fakes;

  constructor(options: IWorldOptions) {
    super(options);
    const built = createTestContainer([
      override(HttpTransport, this.http.adapter),
      override(AccountApiPort, undefined),
      override(ExchangeConfigApiPort, undefined),
      // The real query cache; retries back off from 1 ms instead of 1 s so retried scenarios stay fast.
      override(QueryCachePort, new TanstackQueryCache(1)),
    ]);
    this.container = built.container;
    this.fakes = built.fakes;
  }

  get<T>(id: Identifier<T>): T {
    return this.container.get<T>(id as symbol);
  }
}

setWorldConstructor(ExchangeWorld);

/**
 * A capability's part of the World: the state its steps keep during one scenario, made on first use from `init`.
 * `export const blogWorld = worldPart(() => ({ language: 'en' }))`, then `blogWorld(this).language` in a step.
 */
export function worldPart<S extends object>(init: (world: ExchangeWorld) => S): (world: ExchangeWorld) => S {
  const parts = new WeakMap<ExchangeWorld, S>();
  return (world) => {
    let part = parts.get(world);
    if (!part) parts.set(world, (part = init(world)));
    return part;
  };
}
