import type { AuthProviderPort } from '../../../../src/application/auth/ports/auth-provider.port';
import type { IdentityApiPort } from '../../../../src/application/auth/ports/identity-api.port';
import { LOGOUT_REMOTE_TIMEOUT_MS, LogOut } from '../../../../src/application/auth/log-out.use-case';
import type { SessionExpiryWatcher } from '../../../../src/application/auth/session-expiry-watcher';
import { SessionState } from '../../../../src/application/session/session-state';
import type { Tracker } from '../../../../src/application/tracking/tracker';
import { FakeClock } from '../../../fakes/fake-clock';
import { FakeSessionExpiry, FakeTokenSync } from '../../../fakes/identity/fake-identity-ports';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { RecordingLogger } from '../../../fakes/recording-logger';

const never = () => new Promise<never>(() => undefined);

function setup(identity: Partial<IdentityApiPort>, auth: Partial<AuthProviderPort>) {
  const credentials = new FakeSessionCredentials();
  credentials.save('session-token', '7');
  const expiry = new FakeSessionExpiry();
  const session = new SessionState();
  session.loggedIn({ userId: '7' } as never);
  const clock = new FakeClock();
  const logger = new RecordingLogger();
  const watcher = { stop: jest.fn() } as unknown as SessionExpiryWatcher;
  const tracker = { track: async () => undefined } as unknown as Tracker;
  const logOut = new LogOut(
    identity as IdentityApiPort,
    auth as AuthProviderPort,
    credentials,
    expiry,
    session,
    watcher,
    new FakeTokenSync(),
    tracker,
    clock,
    logger,
  );
  return { logOut, credentials, session, clock, logger };
}

describe('LogOut (finding 4: logging out always logs out)', () => {
  it('clears the cookie and the login state before any remote call answers', async () => {
    const logoutCalls: [string, boolean | undefined][] = [];
    const { logOut, credentials, session, clock } = setup(
      {
        logout: (token, everywhere) => {
          logoutCalls.push([token, everywhere]);
          return never();
        },
      },
      { idToken: never, signOut: never },
    );
    const done = logOut.execute();
    expect(credentials.token()).toBeUndefined();
    expect(credentials.userId()).toBeUndefined();
    expect(session.current().status).toBe('loggedOut');
    expect(logoutCalls).toEqual([['session-token', false]]); // the server is still told which session ended
    let finished = false;
    void done.then(() => (finished = true));
    await Promise.resolve();
    expect(finished).toBe(false);
    clock.advance(LOGOUT_REMOTE_TIMEOUT_MS);
    await done;
    expect(finished).toBe(true);
  });

  it('does not reject when the server and Firebase fail', async () => {
    const { logOut, credentials, logger } = setup(
      {
        logout: async () => {
          throw new Error('network down');
        },
      },
      {
        idToken: async () => 'id-token',
        signOut: async () => {
          throw new Error('firebase failed to load');
        },
      },
    );
    await expect(logOut.execute()).resolves.toBeUndefined();
    expect(credentials.token()).toBeUndefined();
    expect(logger.lines.some((e) => e.message.includes('remote step failed'))).toBe(true);
  });

  it('asks the server to end every session for "log out everywhere"', async () => {
    const calls: boolean[] = [];
    const { logOut } = setup(
      {
        logout: async (_t, everywhere) => {
          calls.push(everywhere === true);
        },
      },
      { idToken: async () => undefined, signOut: async () => undefined },
    );
    await logOut.execute({ everywhere: true });
    expect(calls).toEqual([true]);
  });
});
