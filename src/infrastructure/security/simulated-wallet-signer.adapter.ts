import type { WalletSignerPort } from '../../application/security/ports/account-links-api.port';
import { err, ok, type Result } from '../../domain/shared/result';

/**
 * The local environment's wallet (no browser wallet offline): the simulator's simulated signature, `sim:` + the
 * SHA-256 hex of the message (simulator/auth-links/auth-links.ts). A hosted build binds an EIP-1193 wallet instead.
 */
export class SimulatedWalletSigner implements WalletSignerPort {
  async sign(message: string): Promise<Result<string, 'rejected' | 'unavailable'>> {
    if (!globalThis.crypto?.subtle) return err('unavailable');
    const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(message));
    return ok(`sim:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')}`);
  }
}

/** The browser's session keeps the OAuth `state` across the consent page; `go` leaves for it. */
export class SessionOAuthState {
  private static readonly KEY = 'ex.discordState';

  issue(): string {
    const bytes = new Uint8Array(16);
    globalThis.crypto.getRandomValues(bytes);
    const state = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    sessionStorage.setItem(SessionOAuthState.KEY, state);
    return state;
  }

  take(): string | undefined {
    const state = sessionStorage.getItem(SessionOAuthState.KEY) ?? undefined;
    sessionStorage.removeItem(SessionOAuthState.KEY);
    return state;
  }

  go(url: string): void {
    window.location.assign(url);
  }
}
