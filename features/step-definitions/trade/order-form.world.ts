import { After } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { OrderFormStore } from '../../../src/presentation/member-trading/order-form/order-form.store';
import { FakeFormMarket, newOrderFormFakes, provideOrderFormFakes, type OrderFormFakes } from '../../../tests/fakes/trade/order-form.fakes';
import { createTestContainer, type Fakes } from '../../../tests/support/test-container';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** One scenario's order form: the app's container with the form's ports replaced by fakes (by token). */
export interface OrderFormApp {
  readonly container: Container;
  readonly fakes: Fakes;
  readonly form: OrderFormFakes;
  market: FakeFormMarket;
  store?: OrderFormStore;
  /** Submits still waiting for an answer (settled after the scenario). */
  readonly running: Promise<void>[];
}

/** Built on first use (`formApp`), so scenarios of other features pay nothing. */
const orderFormWorld = worldPart((): { app?: OrderFormApp } => ({}));

export function formApp(world: ExchangeWorld): OrderFormApp {
  const w = orderFormWorld(world);
  if (!w.app) {
    const { container, fakes } = createTestContainer();
    const form = provideOrderFormFakes(container, newOrderFormFakes());
    w.app = { container, fakes, form, market: new FakeFormMarket('SPOT_BTC_USDT'), running: [] };
  }
  return w.app;
}

/** The form's store, made and attached to the scenario's market on first use (after the Given steps arranged the fakes). */
export function orderForm(world: ExchangeWorld): OrderFormStore {
  const app = formApp(world);
  if (!app.store) {
    app.store = app.container.get(OrderFormStore);
    app.store.attach(app.market);
  }
  return app.store;
}

After(async function (this: ExchangeWorld) {
  const app = orderFormWorld(this).app;
  if (!app) return;
  app.store?.dispose();
  app.form.tradingApi.release();
  await Promise.all(app.running);
});
