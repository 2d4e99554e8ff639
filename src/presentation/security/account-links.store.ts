import { inject, injectable } from 'inversify';
import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import { BindWallet, LinkDiscord, type LinkError } from '../../application/security/account-links.use-cases';
import { AccountLinksApiPort, type AccountLinksView } from '../../application/security/ports/account-links-api.port';
import type { WalletChain } from '../../domain/security/account-links';
import type { EmailChangeStep } from '../../domain/security/email-change';
import type { SafeCheck } from '../../domain/security/security-records';
import { err, type Result } from '../../domain/shared/result';
import { busyWhile } from '../shared/busy-while';

const apiError = <T>(result: Result<T, { kind: string; message?: string }>): Result<T, LinkError> =>
  result.ok ? result : err({ message: result.error.kind === 'refused' ? result.error.message : undefined });

/** The security page's email change (`email/code`, `email/trade`, `email/change`) and linked accounts (Discord, wallets). */
@injectable()
export class AccountLinksStore {
  links: AccountLinksView | undefined = undefined;
  step: EmailChangeStep = 'start';
  sentTo: string | undefined = undefined;
  private ticket: string | undefined = undefined;
  error: LinkError | undefined = undefined;
  busy = false;

  constructor(
    @inject(AccountLinksApiPort) private readonly api: AccountLinksApiPort,
    @inject(LinkDiscord) private readonly discord: LinkDiscord,
    @inject(BindWallet) private readonly wallet: BindWallet,
  ) {
    makeObservable<AccountLinksStore, 'ticket'>(this, {
      links: observableRef,
      step: observable,
      sentTo: observable,
      ticket: observable,
      error: observableRef,
      busy: observable,
    });
  }

  async load(): Promise<void> {
    const links = await this.api.links();
    if (links.ok) runInAction(() => (this.links = links.value));
  }

  /** Runs an action; on success reloads the links. */
  private async act<T>(work: () => Promise<Result<T, LinkError>>, done: (value: T) => void = () => undefined): Promise<boolean> {
    runInAction(() => (this.error = undefined));
    const result = await busyWhile(this, work);
    runInAction(() => {
      if (result.ok) done(result.value);
      else this.error = result.error;
    });
    if (result.ok) await this.load();
    return result.ok;
  }

  // ---- email change
  sendOldCode(): Promise<boolean> {
    return this.act(
      async () => apiError(await this.api.sendOldEmailCode()),
      (to) => {
        this.sentTo = to;
        this.step = 'oldCodeSent';
      },
    );
  }

  tradeOldCode(code: string, check: SafeCheck): Promise<boolean> {
    return this.act(
      async () => apiError(await this.api.tradeEmailCode(code, check)),
      (ticket) => {
        this.ticket = ticket;
        this.step = 'newCodeSent';
        this.sentTo = undefined;
      },
    );
  }

  sendNewCode(newEmail: string): Promise<boolean> {
    const ticket = this.ticket;
    if (!ticket) return Promise.resolve(false);
    return this.act(
      async () => apiError(await this.api.sendNewEmailCode(ticket, newEmail)),
      (to) => (this.sentTo = to),
    );
  }

  changeEmail(code: string): Promise<boolean> {
    const ticket = this.ticket;
    if (!ticket) return Promise.resolve(false);
    return this.act(
      async () => apiError(await this.api.changeEmail(ticket, code)),
      () => {
        this.step = 'done';
        this.ticket = undefined;
        this.sentTo = undefined;
      },
    );
  }

  resetEmailChange(): void {
    runInAction(() => {
      this.step = 'start';
      this.ticket = undefined;
      this.sentTo = undefined;
      this.error = undefined;
    });
  }

  // ---- Discord and wallets
  startDiscord(returnPath: string): void {
    if (this.links) this.discord.start(this.links.discordAuthorizeUrl, this.links.discordClientId, returnPath);
  }

  finishDiscord(back: { code: string | null; state: string | null; error: string | null }): Promise<boolean> {
    return this.act(() => this.discord.finish(back));
  }

  unlinkDiscord(check: SafeCheck): Promise<boolean> {
    return this.act(async () => apiError(await this.api.unlinkDiscord(check)));
  }

  bindWallet(chain: WalletChain, address: string): Promise<boolean> {
    return this.act(() => this.wallet.execute(chain, address));
  }

  unbindWallet(chain: WalletChain, address: string, check: SafeCheck): Promise<boolean> {
    return this.act(async () => apiError(await this.api.unbindWallet(chain, address, check)));
  }
}
