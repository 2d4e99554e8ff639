import { ApiClient } from '../../src/infrastructure/http/api-client';
import { FakeExchangeHttp } from '../fakes/fake-exchange-http';
import { FakeSessionCredentials } from '../fakes/fake-session-credentials';

/**
 * The REST adapters' test bed: an ApiClient on the fake exchange HTTP, signed in with session `session-token` of user
 * 7 (so private calls carry the bearer), no session-expiry handling. `http` scripts the answers and keeps the requests.
 */
export function signedInClient(options: { timeoutMs?: number } = {}): { http: FakeExchangeHttp; client: ApiClient } {
  const http = new FakeExchangeHttp();
  const credentials = new FakeSessionCredentials();
  credentials.save('session-token', '7');
  const client = new ApiClient(
    {
      baseUrl: 'http://127.0.0.1/api',
      adapter: http.adapter,
      ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    },
    credentials,
    { execute: () => undefined },
  );
  return { http, client };
}
