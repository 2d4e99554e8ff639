import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { LoadExchangeConfig } from '../../application/config/load-exchange-config.use-case';
import type { ExchangeConfig } from '../../domain/config/exchange-config';
import { idle, loaded, failed, pending, type Loadable } from '../../domain/shared/loadable';

/** The tenant configuration: maintenance banner, announcement, feature flags. */
@injectable()
export class ExchangeConfigStore {
  config: Loadable<ExchangeConfig> = idle();

  constructor(@inject(LoadExchangeConfig) private readonly load: LoadExchangeConfig) {
    makeObservable(this, { config: observableRef, set: action });
  }

  async start(): Promise<void> {
    if (this.config.status !== 'idle') return;
    this.set(pending());
    const result = await this.load.execute();
    this.set(result.ok ? loaded(result.value) : failed(result.error));
  }

  set(config: Loadable<ExchangeConfig>): void {
    this.config = config;
  }
}
