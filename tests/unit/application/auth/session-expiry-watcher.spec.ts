import { SessionExpiryWatcher } from '../../../../src/application/auth/session-expiry-watcher';
import { SessionState } from '../../../../src/application/session/session-state';
import type { Notifier } from '../../../../src/application/shared/notifier';
import type { TimerHandle } from '../../../../src/application/shared/ports/clock.port';
import { MAX_TIMER_DELAY_MS } from '../../../../src/domain/auth/session-expiry';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeSessionExpiry } from '../../../fakes/identity/fake-identity-ports';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

const DAY = 24 * 3600 * 1000;

/** A fake clock that behaves like a browser timer: a delay over 2^31 - 1 ms fires at once. */
class BrowserLikeClock extends FakeClock {
  readonly delays: number[] = [];
  override setTimeout(callback: () => void, ms: number): TimerHandle {
    this.delays.push(ms);
    return super.setTimeout(callback, ms > MAX_TIMER_DELAY_MS ? 0 : ms);
  }
}

describe('SessionExpiryWatcher (finding 8: sessions longer than 24.8 days)', () => {
  it('keeps a 30-day session until it expires, re-arming instead of overflowing the timer', () => {
    const clock = new BrowserLikeClock();
    const credentials = new FakeSessionCredentials();
    credentials.save('tok', '1');
    const expiry = new FakeSessionExpiry();
    expiry.save(clock.now() + 30 * DAY);
    const session = new SessionState();
    session.loggedIn({ userId: '1' } as never);
    const errors: string[] = [];
    const watcher = new SessionExpiryWatcher(expiry, credentials, session, clock, {
      showError: (c: string) => errors.push(c),
    } as unknown as Notifier);
    watcher.start();
    clock.advance(0);
    expect(credentials.token()).toBe('tok');
    clock.advance(29 * DAY);
    expect(session.current().status).toBe('loggedIn');
    expect(Math.max(...clock.delays)).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    clock.advance(DAY);
    expect(session.current().status).toBe('loggedOut');
    expect(credentials.token()).toBeUndefined();
    expect(errors).toHaveLength(1);
  });

  it('signs out at once, with the toast, when the exchange ended the session elsewhere (the stream closed 4002)', () => {
    const clock = new FakeClock();
    const credentials = new FakeSessionCredentials();
    credentials.save('tok', '1');
    const expiry = new FakeSessionExpiry();
    expiry.save(clock.now() + DAY);
    const session = new SessionState();
    session.loggedIn({ userId: '1' } as never);
    const errors: string[] = [];
    const watcher = new SessionExpiryWatcher(expiry, credentials, session, clock, {
      showError: (c: string) => errors.push(c),
    } as unknown as Notifier);
    watcher.start();
    watcher.endedByExchange();
    expect(session.current().status).toBe('loggedOut');
    expect(credentials.token()).toBeUndefined();
    expect(errors).toEqual(['EXCHANGE.UNAUTHORIZED']);
    clock.advance(2 * DAY);
    expect(errors).toHaveLength(1);
  });
});
