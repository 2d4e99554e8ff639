import { token } from '../../shared/token';

/** When the exchange session token expires (epoch ms), kept next to the authorization cookie. */
export interface SessionExpiryPort {
  expiresAt(): number | undefined;
  save(expiresAt: number): void;
  clear(): void;
}
export const SessionExpiryPort = token<SessionExpiryPort>('SessionExpiryPort');
