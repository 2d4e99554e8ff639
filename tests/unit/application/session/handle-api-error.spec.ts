import { z } from 'zod';
import { HandleApiError } from '../../../../src/application/session/handle-api-error.use-case';
import { SessionState } from '../../../../src/application/session/session-state';
import type { Notifier } from '../../../../src/application/shared/notifier';
import { ErrorCode } from '../../../../src/domain/shared/error-code';
import { ApiClient } from '../../../../src/infrastructure/http/api-client';
import { FakeExchangeHttp } from '../../../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../../../fakes/fake-session-credentials';

function setup() {
  const credentials = new FakeSessionCredentials();
  const session = new SessionState();
  const errors: string[] = [];
  const notifier = { showError: (code: string) => errors.push(code) } as unknown as Notifier;
  const handle = new HandleApiError(credentials, session, notifier);
  return { credentials, session, errors, handle };
}

describe('HandleApiError (finding 9: a late -1002 of an old token)', () => {
  it('keeps a new session when the failed request carried the previous token', () => {
    const { credentials, session, errors, handle } = setup();
    credentials.save('new-token', '2');
    session.loggedIn({ userId: '2' } as never);
    handle.execute(ErrorCode.Unauthorized, 'old-token');
    handle.execute(ErrorCode.Unauthorized, null); // sent before any sign-in
    expect(credentials.token()).toBe('new-token');
    expect(session.current().status).toBe('loggedIn');
    expect(errors).toEqual([]);
  });

  it('ends the session when the failed request carried the current token', () => {
    const { credentials, session, errors, handle } = setup();
    credentials.save('tok', '2');
    handle.execute(ErrorCode.Unauthorized, 'tok');
    expect(credentials.token()).toBeUndefined();
    expect(session.current().status).toBe('loggedOut');
    expect(errors).toEqual([ErrorCode.Unauthorized]);
  });

  it('end to end through the REST client: a call answered after a new sign-in does not log it out', async () => {
    const http = new FakeExchangeHttp();
    const { credentials, session, handle } = setup();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const client = new ApiClient(
      {
        baseUrl: 'http://127.0.0.1/api',
        adapter: async (config) => {
          await gate;
          return http.adapter(config);
        },
      },
      credentials,
      handle,
    );
    http.fail('GET', '/usercenter/account/info', -1002);
    credentials.save('old-token', '1');
    const late = client.get('/usercenter/account/info', z.unknown());
    credentials.save('new-token', '1'); // the user signed in again meanwhile
    session.loggedIn({ userId: '1' } as never);
    release();
    expect(await late).toEqual({ ok: false, error: ErrorCode.Unauthorized });
    expect(credentials.token()).toBe('new-token');
  });
});

describe('ApiClient timeout (finding 16)', () => {
  it('fails a call unanswered within the timeout as NETWORK.UNAVAILABLE', async () => {
    const credentials = new FakeSessionCredentials();
    const reported: string[] = [];
    const client = new ApiClient(
      { baseUrl: 'http://127.0.0.1/api', timeoutMs: 50, adapter: () => new Promise(() => undefined) },
      credentials,
      { execute: (c) => reported.push(c) },
    );
    const started = Date.now();
    expect(await client.get('/stuck', z.unknown())).toEqual({ ok: false, error: ErrorCode.NetworkUnavailable });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reported).toEqual([ErrorCode.NetworkUnavailable]);
  });
});
