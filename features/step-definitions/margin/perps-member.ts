import { KeepTradingAccount } from '../../../src/application/member-trading/keep-trading-account.use-case';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import type { OrderFormStore } from '../../../src/presentation/member-trading/order-form/order-form.store';
import type { ShownProblem } from '../../../src/presentation/shared/translate-refusal';
import { settle } from '../../../tests/fakes/trade/fake-market-depth';
import { worldPart, type ExchangeWorld } from '../../support/world';

/**
 * What the perps member's steps share (margin-app.steps.ts, cross-account.steps.ts): the app's container with the trade
 * fakes, the real account store over a fake exchange, and whether the account was started.
 */
export const perpsMember = worldPart((): { form?: OrderFormStore; isolatedRefusal?: ShownProblem; started: boolean } => ({
  started: false,
}));

export const account = (w: ExchangeWorld) => w.get(TradingAccountStore);

/** Lets the fake exchange's answers and the reloads they cause land, then copies the account into the store. */
export async function flush(w: ExchangeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await settle();
    w.fakes.frames.flush();
  }
}

/** Reads the account again from the fake exchange (once started), and lets it land. */
export async function reloadAccount(w: ExchangeWorld): Promise<void> {
  if (perpsMember(w).started) await w.get(KeepTradingAccount).reload();
  await flush(w);
}
