import type { Container } from 'inversify';
import { AuthErrorReporter } from '../../application/auth/auth-error-reporter';
import { CompleteExchangeSession } from '../../application/auth/complete-exchange-session.use-case';
import { CompleteSocialLogin } from '../../application/auth/complete-social-login.use-case';
import { LanguageSavedToAccount } from '../../application/auth/language-saved-to-account';
import { LoadCoolName } from '../../application/auth/load-cool-name.use-case';
import { LogOut } from '../../application/auth/log-out.use-case';
import { AuthProviderPort } from '../../application/auth/ports/auth-provider.port';
import { CredentialPickerPort } from '../../application/auth/ports/credential-picker.port';
import { IdentityApiPort } from '../../application/auth/ports/identity-api.port';
import { OneTapPort } from '../../application/auth/ports/one-tap.port';
import { PasswordlessSignInPort, SecondFactorPort } from '../../application/auth/ports/second-factor.port';
import { SignInWithoutPassword } from '../../application/auth/second-factor-sign-in.use-case';
import { SessionExpiryPort } from '../../application/auth/ports/session-expiry.port';
import { SocialLoginCookiePort } from '../../application/auth/ports/social-login-cookie.port';
import { TokenSyncPort } from '../../application/auth/ports/token-sync.port';
import { PendingReferralPort, ReferralInvitePort } from '../../application/auth/ports/referral-invite.port';
import { BindInvitation, CheckInvitation } from '../../application/auth/referral-invitation.use-case';
import { ResolveEuStatus } from '../../application/auth/resolve-eu-status.use-case';
import { SessionExpiryWatcher } from '../../application/auth/session-expiry-watcher';
import { SignInWithEmail } from '../../application/auth/sign-in-with-email.use-case';
import { StartSocialSignIn } from '../../application/auth/start-social-sign-in.use-case';
import { SessionState } from '../../application/session/session-state';
import type { AppConfig } from '../../application/shared/app-config';
import { LanguagePreferencePort } from '../../application/shared/ports/language-preference.port';
import { LoggerPort } from '../../application/shared/ports/logger.port';
import { CookieSocialLogin } from '../../infrastructure/auth/cookie-social-login.adapter';
import { FirebaseAuthAdapter } from '../../infrastructure/auth/firebase-auth.adapter';
import { FirebaseSecondFactor } from '../../infrastructure/auth/firebase-second-factor.adapter';
import { firebaseAuthSettings } from '../../infrastructure/auth/firebase-setup';
import { GisOneTap, LocalOneTap } from '../../infrastructure/auth/gis-one-tap.adapter';
import { HttpTokenSync } from '../../infrastructure/auth/http-token-sync.adapter';
import { RestReferralInvite, SessionPendingReferral } from '../../infrastructure/auth/rest-referral-invite.adapter';
import { RestIdentityApi } from '../../infrastructure/auth/rest-identity-api.adapter';
import { absoluteUrl } from '../../infrastructure/config/load-app-config';
import { LocalSessionExpiry } from '../../infrastructure/session/local-session-expiry.adapter';
import { AuthStore } from '../../presentation/auth/auth.store';
import { InvitationStore } from '../../presentation/auth/invitation.store';
import { ProviderPickerStore } from '../../presentation/auth/provider-picker.store';
import { SignInCodeStore } from '../../presentation/auth/sign-in-code.store';
import { DeviceKeyPort, SignInCodePort } from '../../application/auth/ports/sign-in-code.port';
import { LocalDeviceKey } from '../../infrastructure/auth/local-device-key.adapter';
import { SignInStepsStore } from '../../presentation/auth/auth.store';
import type { Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/**
 * Identity: Firebase sign-in (emulator + local provider picker in `local`, popups and one-tap when hosted),
 * the exchange session, the social-login handoff, token sync, and the language saved to the account.
 */
export function bindAuth(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  const settings = firebaseAuthSettings(config);
  c.bind(ProviderPickerStore).toSelf().inSingletonScope();
  c.bind(SignInCodeStore).toSelf().inSingletonScope();
  bindPort(c, SignInCodePort, o, (ctx) => ctx.get(SignInCodeStore));
  bindPort(c, DeviceKeyPort, o, LocalDeviceKey);
  bindPort(c, CredentialPickerPort, o, (ctx) => ctx.get(ProviderPickerStore));
  // One Firebase adapter for the sign-in, its second factor and the passwordless ways (they share the SDK and the
  // pending multi-factor sign-in).
  let firebase: FirebaseAuthAdapter | undefined;
  const firebaseOf = (picker: () => CredentialPickerPort) =>
    (firebase ??= new FirebaseAuthAdapter(settings, settings.usePopups ? undefined : picker()));
  let extra: FirebaseSecondFactor | undefined;
  const extraOf = (picker: () => CredentialPickerPort) => (extra ??= new FirebaseSecondFactor(firebaseOf(picker)));
  bindPort(c, AuthProviderPort, o, (ctx) => firebaseOf(() => ctx.get(CredentialPickerPort)));
  bindPort(c, SecondFactorPort, o, (ctx) => extraOf(() => ctx.get(CredentialPickerPort)));
  bindPort(c, PasswordlessSignInPort, o, (ctx) => extraOf(() => ctx.get(CredentialPickerPort)));
  bindPort(c, IdentityApiPort, o, RestIdentityApi);
  bindPort(c, SocialLoginCookiePort, o, () => new CookieSocialLogin(undefined, origin.startsWith('https:')));
  bindPort(c, SessionExpiryPort, o, LocalSessionExpiry);
  bindPort(c, ReferralInvitePort, o, RestReferralInvite);
  bindPort(c, PendingReferralPort, o, SessionPendingReferral);
  const syncUrl = config.tokenSyncUrl ? absoluteUrl(config.tokenSyncUrl, origin) : null;
  bindPort(c, TokenSyncPort, o, (ctx) => new HttpTokenSync(syncUrl, ctx.get(LoggerPort)));
  // Hosted one-tap needs the OAuth client id of the Firebase project (see docs/adr/0007).
  const clientId = `${config.firebase.projectId}.apps.googleusercontent.com`;
  bindPort(c, OneTapPort, o, (ctx) => (settings.usePopups ? new GisOneTap(clientId, ctx.get(LoggerPort)) : new LocalOneTap()));
  c.onActivation<LanguagePreferencePort>(
    LanguagePreferencePort,
    (ctx, preference) =>
      new LanguageSavedToAccount(
        preference,
        () => ctx.get(SessionState),
        () => ctx.get(IdentityApiPort),
      ),
  );
  c.bind(SessionExpiryWatcher).toSelf().inSingletonScope();
  c.bind(AuthErrorReporter).toSelf().inSingletonScope();
  c.bind(CheckInvitation).toSelf().inTransientScope();
  c.bind(BindInvitation).toSelf().inTransientScope();
  c.bind(CompleteExchangeSession).toSelf().inTransientScope();
  c.bind(SignInWithEmail).toSelf().inTransientScope();
  c.bind(StartSocialSignIn).toSelf().inTransientScope();
  c.bind(CompleteSocialLogin).toSelf().inTransientScope();
  c.bind(LogOut).toSelf().inTransientScope();
  c.bind(LoadCoolName).toSelf().inTransientScope();
  c.bind(ResolveEuStatus).toSelf().inTransientScope();
  c.bind(AuthStore).toSelf().inSingletonScope();
  c.bind(SignInWithoutPassword).toSelf().inTransientScope();
  c.bind(SignInStepsStore).toSelf().inSingletonScope();
  c.bind(InvitationStore).toSelf().inSingletonScope();
}

export default capabilityModule('identity', bindAuth);
