import { AuthProviderPort } from '../../../src/application/auth/ports/auth-provider.port';
import { OneTapPort } from '../../../src/application/auth/ports/one-tap.port';
import { PasswordlessSignInPort, SecondFactorPort } from '../../../src/application/auth/ports/second-factor.port';
import { PendingReferralPort, ReferralInvitePort } from '../../../src/application/auth/ports/referral-invite.port';
import { SessionExpiryPort } from '../../../src/application/auth/ports/session-expiry.port';
import { SocialLoginCookiePort } from '../../../src/application/auth/ports/social-login-cookie.port';
import { TokenSyncPort } from '../../../src/application/auth/ports/token-sync.port';
import { override } from '../../../src/di/overrides';
import { CookieSocialLogin } from '../../../src/infrastructure/auth/cookie-social-login.adapter';
import { capabilityFakes } from '../../support/fakes';
import { FakeAuthProvider } from './fake-auth-provider';
import { FakeSecondFactor } from './fake-second-factor';
import { FakePendingReferral, FakeReferralInvite } from './fake-referral-invite';
import { FakeOneTap, FakeSessionExpiry, FakeTokenSync, RecordingCookieJar } from './fake-identity-ports';

/** The identity fakes of one test container (the handoff cookie is the real adapter over a recording jar). */
export interface IdentityFakes {
  auth: FakeAuthProvider;
  cookieJar: RecordingCookieJar;
  expiry: FakeSessionExpiry;
  tokenSync: FakeTokenSync;
  oneTap: FakeOneTap;
  referralInvite: FakeReferralInvite;
  pendingReferral: FakePendingReferral;
  secondFactor: FakeSecondFactor;
}

declare module '../../support/fakes' {
  interface Fakes {
    identity: IdentityFakes;
  }
}

export default capabilityFakes(() => {
  const auth = new FakeAuthProvider();
  const identity: IdentityFakes = {
    auth,
    secondFactor: new FakeSecondFactor(auth),
    cookieJar: new RecordingCookieJar(),
    expiry: new FakeSessionExpiry(),
    tokenSync: new FakeTokenSync(),
    oneTap: new FakeOneTap(),
    referralInvite: new FakeReferralInvite(),
    pendingReferral: new FakePendingReferral(),
  };
  return {
    fakes: { identity },
    overrides: [
      override(AuthProviderPort, identity.auth),
      override(SocialLoginCookiePort, new CookieSocialLogin(identity.cookieJar)),
      override(SessionExpiryPort, identity.expiry),
      override(TokenSyncPort, identity.tokenSync),
      override(OneTapPort, identity.oneTap),
      override(ReferralInvitePort, identity.referralInvite),
      override(PendingReferralPort, identity.pendingReferral),
      override(SecondFactorPort, identity.secondFactor),
      override(PasswordlessSignInPort, identity.secondFactor),
    ],
  };
});
