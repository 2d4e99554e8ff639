import { token } from '../token';

/** The authorization cookie (bearer token) and the stored user id. */
export interface SessionCredentialsPort {
  token(): string | undefined;
  userId(): string | undefined;
  save(token: string, userId: string): void;
  /** Removes the cookie and the stored user id. */
  clear(): void;
}
export const SessionCredentialsPort = token<SessionCredentialsPort>('SessionCredentialsPort');
