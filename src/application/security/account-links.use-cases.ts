import { inject, injectable } from 'inversify';
import { SecondFactorPort } from '../auth/ports/second-factor.port';
import type { AuthFailure } from '../auth/ports/auth-provider.port';
import {
  factorLabel,
  normalisePhone,
  phoneProblem,
  smsCodeValid,
  stepError,
  FACTOR_NAME_MAX,
  type SecondFactor,
  type StepError,
} from '../../domain/auth/second-factor';
import { walletAddressProblem, type WalletChain } from '../../domain/security/account-links';
import { err, ok, type Result } from '../../domain/shared/result';
import { AccountLinksApiPort, OAuthStatePort, WalletSignerPort } from './ports/account-links-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';

/** A refusal to show: a message key (namespace `auth` or `security`) or the exchange's own message. */
export type LinkError =
  | { readonly key: string; readonly field?: string; readonly params?: Readonly<Record<string, string>> }
  | { readonly message: string | undefined };

const fromAuth = (failure: AuthFailure): LinkError => stepError(failure.code);
const fromApi = (failure: TradeFailure): LinkError => ({ message: failure.kind === 'refused' ? failure.message : undefined });

/**
 * The sign-in second factor on the security page: enrol a
 * phone, remove a factor; each change is recorded by the exchange (security activity and an email).
 */
@injectable()
export class ManageSecondFactors {
  constructor(
    @inject(SecondFactorPort) private readonly factors: SecondFactorPort,
    @inject(AccountLinksApiPort) private readonly api: AccountLinksApiPort,
  ) {}

  async list(): Promise<Result<SecondFactor[], LinkError>> {
    const listed = await this.factors.enrolled();
    return listed.ok ? listed : err(fromAuth(listed.error));
  }

  async start(phone: string): Promise<Result<string, StepError>> {
    if (phoneProblem(phone)) return err({ field: 'phone', key: 'errors.phone-format' });
    const started = await this.factors.startEnrollment(normalisePhone(phone));
    return started.ok ? started : err(stepError(started.error.code));
  }

  async finish(verificationId: string, code: string, name: string): Promise<Result<void, StepError>> {
    if (!smsCodeValid(code)) return err({ field: 'code', key: 'errors.code-format' });
    const label = name.trim().slice(0, FACTOR_NAME_MAX);
    const done = await this.factors.finishEnrollment(verificationId, code.trim(), label);
    if (!done.ok) return err(stepError(done.error.code));
    await this.api.recordSecondFactor('ENROLL', label);
    return ok(undefined);
  }

  async remove(factor: SecondFactor): Promise<Result<void, StepError>> {
    const done = await this.factors.unenroll(factor.uid);
    if (!done.ok) return err(stepError(done.error.code));
    await this.api.recordSecondFactor('UNENROLL', factorLabel(factor));
    return ok(undefined);
  }

  async verifyEmail(): Promise<Result<void, StepError>> {
    const sent = await this.factors.sendEmailVerification();
    return sent.ok ? ok(undefined) : err(stepError(sent.error.code));
  }
}

/** Discord (`discord`): off to its consent page with a fresh state, and back with a code that must carry it. */
@injectable()
export class LinkDiscord {
  constructor(
    @inject(AccountLinksApiPort) private readonly api: AccountLinksApiPort,
    @inject(OAuthStatePort) private readonly oauth: OAuthStatePort,
  ) {}

  start(authorizeUrl: string, clientId: string, returnPath: string): void {
    const q = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      redirect_uri: returnPath,
      state: this.oauth.issue(),
      scope: 'identify',
    });
    this.oauth.go(`${authorizeUrl}?${q.toString()}`);
  }

  /** The way back: `code` and `state`, or `error` when the user said no. */
  async finish(back: { code?: string | null; state?: string | null; error?: string | null }): Promise<Result<void, LinkError>> {
    const kept = this.oauth.take();
    if (back.error) return err({ key: 'links.discordDenied' });
    if (!back.code || !back.state || back.state !== kept) return err({ key: 'links.discordState' });
    const linked = await this.api.linkDiscord(back.code);
    return linked.ok ? ok(undefined) : err(fromApi(linked.error));
  }
}

/** Wallet binding (`bind_wallet`): the address checked, the exchange's message signed by the wallet, then bound. */
@injectable()
export class BindWallet {
  constructor(
    @inject(AccountLinksApiPort) private readonly api: AccountLinksApiPort,
    @inject(WalletSignerPort) private readonly signer: WalletSignerPort,
  ) {}

  async execute(chain: WalletChain, address: string): Promise<Result<void, LinkError>> {
    const problem = walletAddressProblem(chain, address);
    if (problem) return err({ key: `links.address.${problem}`, field: 'address', params: { chain } });
    const challenge = await this.api.walletChallenge(chain, address.trim());
    if (!challenge.ok) return err(fromApi(challenge.error));
    const signature = await this.signer.sign(challenge.value.message, address.trim());
    if (!signature.ok) return err({ key: `links.sign.${signature.error}` });
    const bound = await this.api.bindWallet({ chain, address: address.trim(), nonce: challenge.value.nonce, signature: signature.value });
    return bound.ok ? ok(undefined) : err(fromApi(bound.error));
  }
}
