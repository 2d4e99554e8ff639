import type { TokenSyncPort } from '../../application/auth/ports/token-sync.port';
import type { LoggerPort } from '../../application/shared/ports/logger.port';

/** POSTs / DELETEs the Firebase ID token as a bearer to the configured sync URL; nothing without a URL. */
export class HttpTokenSync implements TokenSyncPort {
  constructor(
    private readonly url: string | null,
    private readonly logger: LoggerPort,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  signedIn(idToken: string): Promise<void> {
    return this.send('POST', idToken);
  }

  signedOut(idToken: string): Promise<void> {
    return this.send('DELETE', idToken);
  }

  private async send(method: 'POST' | 'DELETE', idToken: string): Promise<void> {
    if (!this.url) return;
    try {
      const response = await this.fetcher(this.url, { method, headers: { Authorization: `Bearer ${idToken}` }, credentials: 'include' });
      if (!response.ok) this.logger.warn(`token sync ${method} answered ${response.status}`);
    } catch (error) {
      this.logger.warn(`token sync ${method} failed`, error);
    }
  }
}
