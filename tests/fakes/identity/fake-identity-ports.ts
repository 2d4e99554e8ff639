import type { OneTapPort } from '../../../src/application/auth/ports/one-tap.port';
import type { SessionExpiryPort } from '../../../src/application/auth/ports/session-expiry.port';
import type { TokenSyncPort } from '../../../src/application/auth/ports/token-sync.port';

/** The session expiry in memory. */
export class FakeSessionExpiry implements SessionExpiryPort {
  value: number | undefined;
  expiresAt(): number | undefined {
    return this.value;
  }
  save(expiresAt: number): void {
    this.value = expiresAt;
  }
  clear(): void {
    this.value = undefined;
  }
}

/** Records the token-sync calls. */
export class FakeTokenSync implements TokenSyncPort {
  readonly calls: string[] = [];
  async signedIn(idToken: string): Promise<void> {
    this.calls.push(`POST ${idToken}`);
  }
  async signedOut(idToken: string): Promise<void> {
    this.calls.push(`DELETE ${idToken}`);
  }
}

/** One-tap that a test triggers by hand. */
export class FakeOneTap implements OneTapPort {
  hosted = false;
  handler: ((googleIdToken: string) => void) | undefined;
  available(): boolean {
    return this.hosted;
  }
  prompt(onCredential: (googleIdToken: string) => void) {
    this.handler = onCredential;
    return () => (this.handler = undefined);
  }
}

/** A cookie jar that records the attributes each cookie was written with (js-cookie's shape). */
export class RecordingCookieJar {
  readonly cookies = new Map<string, { value: string; attributes: Record<string, unknown> }>();
  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }
  set(name: string, value: string, attributes: Record<string, unknown> = {}): string {
    this.cookies.set(name, { value, attributes });
    return value;
  }
  remove(name: string): void {
    this.cookies.delete(name);
  }
}
