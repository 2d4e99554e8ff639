import type { SessionCredentialsPort } from '../../src/application/shared/ports/session-credentials.port';

/** The authorization cookie and stored user id, in memory. */
export class FakeSessionCredentials implements SessionCredentialsPort {
  cookie: string | undefined = undefined;
  storedUserId: string | undefined = undefined;

  token(): string | undefined {
    return this.cookie;
  }

  userId(): string | undefined {
    return this.storedUserId;
  }

  save(token: string, userId: string): void {
    this.cookie = token;
    this.storedUserId = userId;
  }

  clear(): void {
    this.cookie = undefined;
    this.storedUserId = undefined;
  }
}
