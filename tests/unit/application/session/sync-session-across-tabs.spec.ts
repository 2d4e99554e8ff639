import { HandleApiError } from '../../../../src/application/session/handle-api-error.use-case';
import { SessionState } from '../../../../src/application/session/session-state';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { SessionStore } from '../../../../src/presentation/session/session.store';
import { anAccount, FakeAccountApi } from '../../../fakes/fake-account-api';
import { FakeSessionBus } from '../../../fakes/fake-session-broadcast';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';
import { AccountApiPort } from '../../../../src/application/session/ports/account-api.port';
import { SessionBroadcastPort } from '../../../../src/application/session/ports/session-broadcast.port';
import { SessionCredentialsPort } from '../../../../src/application/shared/ports/session-credentials.port';
import { override } from '../../../../src/di/overrides';
import { createTestContainer } from '../../../support/test-container';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two tabs of one origin: one cookie jar (shared credentials), one broadcast bus, one account server. */
async function twoTabs() {
  const bus = new FakeSessionBus();
  const credentials = new FakeSessionCredentials();
  credentials.save('token-1', '10001');
  const accountApi = new FakeAccountApi();
  accountApi.account = anAccount();
  const open = async () => {
    const { container } = createTestContainer([
      override(SessionCredentialsPort, credentials),
      override(AccountApiPort, accountApi),
      override(SessionBroadcastPort, bus.port()),
    ]);
    await container.get(SessionStore).start();
    return container;
  };
  return { bus, credentials, accountApi, a: await open(), b: await open() };
}

describe('login state across tabs (finding 22)', () => {
  it('a -1002 in one tab logs the other tab out at once', async () => {
    const { bus, a, b } = await twoTabs();
    expect(b.get(SessionState).current().status).toBe('loggedIn');
    a.get(HandleApiError).execute(ErrorCode.Unauthorized, 'token-1');
    expect(a.get(SessionState).current().status).toBe('loggedOut');
    expect(b.get(SessionState).current().status).toBe('loggedOut');
    expect(bus.announced).toEqual([{ kind: 'logout' }]); // the other tab does not echo it
  });

  it('a log out by the button reaches the other tab', async () => {
    const { a, b } = await twoTabs();
    await a.get(SessionStore).logOut();
    expect(b.get(SessionStore).state.status).toBe('loggedOut');
  });

  it('a login in one tab logs the other tab in with the same account', async () => {
    const { credentials, accountApi, a, b } = await twoTabs();
    a.get(HandleApiError).execute(ErrorCode.Unauthorized, 'token-1');
    expect(b.get(SessionState).current().status).toBe('loggedOut');
    credentials.save('token-2', '10002');
    accountApi.account = anAccount({ userId: '10002', alias: 'vitalik' });
    a.get(SessionState).loggedIn(accountApi.account);
    await settle();
    const state = b.get(SessionState).current();
    expect(state.status === 'loggedIn' && state.account.userId).toBe('10002');
  });
});
