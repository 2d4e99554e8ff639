import type {
  AccountLinksApiPort,
  AccountLinksView,
  OAuthStatePort,
  WalletSignerPort,
} from '../../../src/application/security/ports/account-links-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type { WalletChain } from '../../../src/domain/security/account-links';
import type { SafeCheck } from '../../../src/domain/security/security-records';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string): Result<never, TradeFailure> => err({ kind: 'refused', code: -1005, message, status: 400 });

/**
 * The linked-accounts calls in memory (the simulator's own rules are proven in tests/unit/simulator/auth-links):
 * codes are "111111" (old address) and "222222" (new), the Discord code "discord-ok", a signature `signed:<message>`.
 */
export class FakeAccountLinksApi implements AccountLinksApiPort {
  view: AccountLinksView = {
    email: 'holder@example.com',
    discord: null,
    wallets: [],
    discordAuthorizeUrl: '/discord-sim/oauth2/authorize',
    discordClientId: 'woox-sim',
  };
  readonly calls: string[] = [];
  /** What the exchange recorded of the second factor (`second_factor`). */
  readonly recorded: string[] = [];
  private newEmail: string | undefined;

  async links(): Promise<Result<AccountLinksView, TradeFailure>> {
    return ok(this.view);
  }
  async sendOldEmailCode(): Promise<Result<string, TradeFailure>> {
    this.calls.push('email/code OLD');
    return ok('h•••@example.com');
  }
  async tradeEmailCode(code: string, _check: SafeCheck): Promise<Result<string, TradeFailure>> {
    this.calls.push(`email/trade ${code}`);
    return code === '111111' ? ok('ticket-1') : refused('code: wrong code (4 tries left)');
  }
  async sendNewEmailCode(ticket: string, newEmail: string): Promise<Result<string, TradeFailure>> {
    this.calls.push(`email/code NEW ${newEmail}`);
    if (ticket !== 'ticket-1') return refused('ticket: confirm the current address again (the ticket is missing or expired)');
    this.newEmail = newEmail;
    return ok(`${newEmail[0]}•••@${newEmail.split('@')[1]}`);
  }
  async changeEmail(ticket: string, code: string): Promise<Result<string, TradeFailure>> {
    this.calls.push(`email/change ${code}`);
    if (ticket !== 'ticket-1' || code !== '222222' || !this.newEmail) return refused('code: wrong code (4 tries left)');
    this.view = { ...this.view, email: this.newEmail };
    return ok(this.newEmail);
  }
  async linkDiscord(code: string): Promise<Result<void, TradeFailure>> {
    this.calls.push(`discord ${code}`);
    if (code !== 'discord-ok') return refused('code: unknown or expired Discord code; link again');
    this.view = { ...this.view, discord: { discordId: '42', username: 'sim_trader', linkedTime: 0 } };
    return ok(undefined);
  }
  async unlinkDiscord(): Promise<Result<void, TradeFailure>> {
    this.view = { ...this.view, discord: null };
    return ok(undefined);
  }
  async walletChallenge(chain: WalletChain, address: string): Promise<Result<{ nonce: string; message: string }, TradeFailure>> {
    this.calls.push(`bind_wallet ${chain} ${address}`);
    return ok({ nonce: 'n1', message: `Bind ${chain} ${address} n1` });
  }
  async bindWallet(input: { chain: WalletChain; address: string; nonce: string; signature: string }): Promise<Result<void, TradeFailure>> {
    this.calls.push(`bind_wallet signed ${input.signature}`);
    if (input.signature !== `signed:Bind ${input.chain} ${input.address} ${input.nonce}`)
      return refused('signature: does not match the message and address');
    this.view = { ...this.view, wallets: [...this.view.wallets, { chain: input.chain, address: input.address, boundTime: 0 }] };
    return ok(undefined);
  }
  async unbindWallet(chain: WalletChain, address: string): Promise<Result<void, TradeFailure>> {
    this.view = { ...this.view, wallets: this.view.wallets.filter((w) => !(w.chain === chain && w.address === address)) };
    return ok(undefined);
  }
  async recordSecondFactor(event: 'ENROLL' | 'UNENROLL', label: string): Promise<Result<void, TradeFailure>> {
    this.recorded.push(`${event} ${label}`);
    return ok(undefined);
  }
}

/** A wallet that signs `signed:<message>`, or refuses when told to. */
export class FakeWalletSigner implements WalletSignerPort {
  refuse = false;
  async sign(message: string): Promise<Result<string, 'rejected' | 'unavailable'>> {
    return this.refuse ? err('rejected') : ok(`signed:${message}`);
  }
}

/** The OAuth state kept in memory; `go` records where the browser was sent. */
export class FakeOAuthState implements OAuthStatePort {
  kept: string | undefined;
  wentTo: string | undefined;
  private n = 0;
  issue(): string {
    this.kept = `state-${++this.n}`;
    return this.kept;
  }
  take(): string | undefined {
    const kept = this.kept;
    this.kept = undefined;
    return kept;
  }
  go(url: string): void {
    this.wentTo = url;
  }
}
