import { inject, injectable } from 'inversify';
import type { AccountInfo } from '../../domain/account/account';
import type { SignInThrottled } from '../../domain/auth/sign-in-throttle';
import { ErrorCode } from '../../domain/shared/error-code';
import { isSupportedLocale } from '../../domain/shared/locale';
import { err, ok, type Result } from '../../domain/shared/result';
import { SwitchLanguage } from '../locale/switch-language.use-case';
import { RestoreSession } from '../session/restore-session.use-case';
import { SessionCredentialsPort } from '../shared/ports/session-credentials.port';
import { TranslatorPort } from '../shared/ports/translator.port';
import { Tracker } from '../tracking/tracker';
import { IdentityApiPort, type ExchangeSession, type PendingSignIn } from './ports/identity-api.port';
import { DeviceKeyPort, SignInCodePort } from './ports/sign-in-code.port';
import { SessionExpiryPort } from './ports/session-expiry.port';
import { TokenSyncPort } from './ports/token-sync.port';
import { BindInvitation } from './referral-invitation.use-case';
import { SessionExpiryWatcher } from './session-expiry-watcher';

/**
 * Exchanges a Firebase ID token (and the browser's device id) for an exchange session token (kept in the
 * authorization cookie) — with 2FA on, only after the code the user is asked for — loads the
 * account, applies the account's language, arms the expiry watch, binds a kept referral code, syncs the
 * token and tracks the login.
 */
@injectable()
export class CompleteExchangeSession {
  constructor(
    @inject(IdentityApiPort) private readonly identity: IdentityApiPort,
    @inject(SessionCredentialsPort) private readonly credentials: SessionCredentialsPort,
    @inject(SessionExpiryPort) private readonly expiry: SessionExpiryPort,
    @inject(RestoreSession) private readonly restore: RestoreSession,
    @inject(SwitchLanguage) private readonly switchLanguage: SwitchLanguage,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(SessionExpiryWatcher) private readonly watcher: SessionExpiryWatcher,
    @inject(TokenSyncPort) private readonly tokenSync: TokenSyncPort,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(BindInvitation) private readonly invitation: BindInvitation,
    @inject(SignInCodePort) private readonly code: SignInCodePort,
    @inject(DeviceKeyPort) private readonly device: DeviceKeyPort,
  ) {}

  /** Refused by the sign-in rate limit: the refusal says how long to wait (the views show it, the form kept). */
  async execute(idToken: string, method: string): Promise<Result<AccountInfo, ErrorCode | SignInThrottled>> {
    const deviceId = this.device.deviceKey();
    const answer = await this.identity.exchangeIdToken(idToken, this.translator.language(), deviceId);
    if (!answer.ok) return answer;
    const session = 'ticket' in answer.value ? await this.secondStep(answer.value, deviceId) : answer.value;
    if (!session) return err(ErrorCode.Unauthorized);
    this.credentials.save(session.token, session.userId);
    this.expiry.save(session.expiresAt);
    const state = await this.restore.execute();
    if (state.status !== 'loggedIn') return err(ErrorCode.Unauthorized);
    const language = state.account.language;
    if (isSupportedLocale(language) && language !== this.translator.language()) await this.switchLanguage.execute(language);
    this.watcher.start();
    // A newcomer who arrived with `?ref=CODE` (email or social sign-up) is bound to it before the first page.
    await this.invitation.execute();
    void this.tokenSync.signedIn(idToken);
    void this.tracker.track('login', { method });
    return ok(state.account);
  }

  /** With 2FA on: the code is asked (a wrong one asks again, saying so) until the session is granted or the user gives up. */
  private async secondStep(pending: PendingSignIn, deviceId: string): Promise<ExchangeSession | undefined> {
    let granted: ExchangeSession | undefined;
    await this.code.ask(async (code) => {
      const result = await this.identity.confirmSignIn(pending.ticket, code, deviceId);
      if (!result.ok) return { ok: false, refusal: result.error };
      granted = result.value;
      return { ok: true };
    });
    return granted;
  }
}
