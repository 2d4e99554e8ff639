import Cookies from 'js-cookie';
import { injectable } from 'inversify';
import type { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';

/** The authorization cookie holds the exchange session token; the user id sits in local storage. */
export const AUTH_COOKIE = 'authorization';
export const USER_ID_KEY = 'userId';

@injectable()
export class CookieSessionCredentials implements SessionCredentialsPort {
  token(): string | undefined {
    return Cookies.get(AUTH_COOKIE) || undefined;
  }

  userId(): string | undefined {
    return safeStorage()?.getItem(USER_ID_KEY) ?? undefined;
  }

  save(token: string, userId: string): void {
    Cookies.set(AUTH_COOKIE, token, { sameSite: 'strict', secure: location.protocol === 'https:', path: '/' });
    safeStorage()?.setItem(USER_ID_KEY, userId);
  }

  clear(): void {
    Cookies.remove(AUTH_COOKIE, { path: '/' });
    safeStorage()?.removeItem(USER_ID_KEY);
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}
