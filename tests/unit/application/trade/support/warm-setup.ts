import type { Container } from 'inversify';
import { ClockPort } from '../../../../../src/application/shared/ports/clock.port';
import type { FakeClock } from '../../../../fakes/fake-clock';
import { settle } from '../../../../fakes/trade/fake-market-depth';
import { createTestContainer } from '../../../../support/test-container';

/** An instrument row of the public info call, as the exchange answers it. */
const instrument = (symbol: string) => ({
  symbol,
  quote_min: 0,
  quote_max: 1e7,
  quote_tick: 0.1,
  base_min: 0.0001,
  base_max: 100,
  base_tick: 0.0001,
  min_notional: 10,
  price_range: 0.1,
  is_stable: 0,
});

/**
 * The app's container with the exchange listing BTC's spot and perpetual markets, for the specs of the warmed feeds;
 * `flush` lets the instruments' read (HTTP, cache, schema) and the feeds' answers settle, then runs the frames.
 */
export function warmSetup(): {
  readonly container: Container;
  readonly fakes: ReturnType<typeof createTestContainer>['fakes'];
  readonly clock: FakeClock;
  readonly flush: () => Promise<void>;
} {
  const { container, fakes } = createTestContainer();
  fakes.http.succeed('GET', '/instrument/v4/public/info', { rows: [instrument('SPOT_BTC_USDT'), instrument('PERP_BTC_USDT')] });
  const clock = container.get(ClockPort) as FakeClock;
  const flush = async () => {
    for (let turn = 0; turn < 5; turn += 1) await settle();
    fakes.frames.flush();
  };
  return { container, fakes, clock, flush };
}
