import Cookies from 'js-cookie';
import { injectable } from 'inversify';
import type { SessionCredentialsPort } from '../../application/shared/ports/session-credentials.port';
import { hostCookieName, isHttpsPage } from './cookie-names';
import { AUTH_COOKIE, USER_ID_KEY } from './session-storage-keys';

/** The authorization cookie holds the exchange session token (`__Host-authorization` on https); the user id sits in local storage. */
@injectable()
export class CookieSessionCredentials implements SessionCredentialsPort {
  private readonly https: boolean;
  private readonly name: string;

  constructor(https: boolean = isHttpsPage()) {
    this.https = https;
    this.name = hostCookieName(AUTH_COOKIE, https);
  }

  token(): string | undefined {
    return Cookies.get(this.name) || undefined;
  }

  userId(): string | undefined {
    return safeStorage()?.getItem(USER_ID_KEY) ?? undefined;
  }

  save(token: string, userId: string): void {
    Cookies.set(this.name, token, { sameSite: 'strict', secure: this.https, path: '/' });
    safeStorage()?.setItem(USER_ID_KEY, userId);
  }

  clear(): void {
    Cookies.remove(this.name, { path: '/', secure: this.https, sameSite: 'strict' });
    if (this.https) Cookies.remove(AUTH_COOKIE, { path: '/' }); // one written before the prefix
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
