import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { AccountLinksApiPort, AccountLinksView } from '../../application/security/ports/account-links-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { WalletChain } from '../../domain/security/account-links';
import type { SafeCheck } from '../../domain/security/security-records';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import { challengeData, emailData, linksData, sentToData, ticketData } from './account-links.schema';
import { anyData } from './security.schema';

const BASE = '/usercenter/account';
const checkOf = (c: SafeCheck) => ({ ...(c.totp ? { totp: c.totp } : {}), ...(c.recoveryCode ? { recoveryCode: c.recoveryCode } : {}) });

/** Email change, Discord and wallet binding over REST with the session's bearer. */
@injectable()
export class RestAccountLinksApi implements AccountLinksApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, `${BASE}/${path}`, schema, map, options);
  }

  links(): Promise<Result<AccountLinksView, TradeFailure>> {
    return this.call('GET', 'links', linksData, (d) => d);
  }

  sendOldEmailCode(): Promise<Result<string, TradeFailure>> {
    return this.call('POST', 'email/code', sentToData, (d) => d.sentTo, { body: { target: 'OLD' } });
  }

  tradeEmailCode(code: string, check: SafeCheck): Promise<Result<string, TradeFailure>> {
    return this.call('POST', 'email/trade', ticketData, (d) => d.ticket, { body: { code, ...checkOf(check) } });
  }

  sendNewEmailCode(ticket: string, newEmail: string): Promise<Result<string, TradeFailure>> {
    return this.call('POST', 'email/code', sentToData, (d) => d.sentTo, { body: { target: 'NEW', ticket, newEmail } });
  }

  changeEmail(ticket: string, code: string): Promise<Result<string, TradeFailure>> {
    return this.call('POST', 'email/change', emailData, (d) => d.email, { body: { ticket, code } });
  }

  linkDiscord(code: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'discord', anyData, () => undefined, { body: { code } });
  }

  unlinkDiscord(check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', 'discord', anyData, () => undefined, { body: checkOf(check) });
  }

  walletChallenge(chain: WalletChain, address: string): Promise<Result<{ nonce: string; message: string }, TradeFailure>> {
    return this.call('POST', 'bind_wallet', challengeData, (d) => d, { body: { chain, address } });
  }

  bindWallet(input: { chain: WalletChain; address: string; nonce: string; signature: string }): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'bind_wallet', anyData, () => undefined, { body: input });
  }

  unbindWallet(chain: WalletChain, address: string, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', 'unbind_wallet', anyData, () => undefined, { body: { chain, address, ...checkOf(check) } });
  }

  recordSecondFactor(event: 'ENROLL' | 'UNENROLL', label: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'second_factor', anyData, () => undefined, { body: { event, label } });
  }
}
