import { Alert, Button, Card, Divider, Flex, Form, Input, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from '../shared/navigation';
import type { Invitation } from '../../application/auth/ports/referral-invite.port';
import type { EmailSignInOutcome } from '../../application/auth/sign-in-with-email.use-case';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { AuthStore } from './auth.store';
import { goTo } from './go-to';
import { InvitationStore, invitationText } from './invitation.store';
import { SocialButtons } from './social-buttons';
import { SignInStepsStore } from './auth.store';
import { sameOriginPath } from '../../domain/shared/same-origin';

// The other ways of signing in load when first shown (the login page's first view stays as it was).
const SecondFactorPanel = lazy(() => import('./second-factor-panel').then((m) => ({ default: m.SecondFactorPanel })));
const PasswordlessPanel = lazy(() => import('./passwordless-panel').then((m) => ({ default: m.PasswordlessPanel })));

interface Values {
  email: string;
  password: string;
  confirm?: string;
}

/** Where a sign-up without a `redirect` lands. */
export const AFTER_SIGN_UP = '/trade';

/** `/login` and `/register`: email and password with field errors, Google and Apple, and the social handoff. */
export const AuthForm = observer(function AuthForm({ mode }: { mode: 'login' | 'register' }) {
  const auth = useInjection(AuthStore);
  const session = useInjection(SessionStore);
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  useDocumentTitle(t(`${mode}.title`));
  // a new account goes on to trade (its demo funds are there), not back to the marketing page that says "Create an account"
  const redirect = params.get('redirect') ?? (mode === 'register' ? AFTER_SIGN_UP : '/');
  const handoff = params.get('handoff');
  const invitations = useInjection(InvitationStore);
  const steps = useInjection(SignInStepsStore);
  const ref = params.get('ref');

  // `/register?ref=CODE`: the code is checked and kept through sign-up (email or social), then bound.
  useEffect(() => {
    if (mode === 'register') void invitations.arrive(ref);
  }, [invitations, mode, ref]);

  // On arrival and after a social sign-in (`?handoff=1`): complete a pending social-login handoff.
  useEffect(() => {
    if (mode !== 'login') return;
    void auth
      .completeHandoff()
      .then((target) => target && goTo(target, navigate, auth.origin))
      .catch(() => undefined);
  }, [auth, mode, navigate, handoff]);

  const signedIn = () => goTo(sameOriginPath(redirect, auth.origin) ?? '/', navigate, auth.origin);

  // Arrival through an email sign-in link (`signInWithEmailLink`): completes with the address kept on this device.
  useEffect(() => {
    if (mode !== 'login') return;
    void steps
      .arrive(window.location.href)
      .then((done) => done && signedIn())
      .catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival
  }, [steps, mode]);

  const showOutcome = (outcome: EmailSignInOutcome) => {
    if (outcome.ok) return signedIn();
    if ('secondFactors' in outcome) return; // the store opened the second step
    if ('retryAfterSec' in outcome || !outcome.field) return; // the rate limit's notice shows above the button
    const errors = outcome.problems?.length
      ? outcome.problems.map((p) => t(`password.${p}`, { min: outcome.minLength }))
      : [t(outcome.messageKey ?? 'errors.generic')];
    form.setFields([{ name: outcome.field, errors }]);
  };

  const loggedIn = session.state.status === 'loggedIn';
  return (
    <Flex justify="center" style={{ padding: `${token.paddingXL}px ${token.padding}px` }}>
      <Card style={{ width: '100%', maxWidth: 420 }} data-testid={`${mode}-card`}>
        {/* The page's one h1 (screen readers' outline), at the size of a card's heading. */}
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: token.fontSizeHeading2 }}>
          {t(`${mode}.title`)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(`${mode}.subtitle`)}</Typography.Paragraph>
        {mode === 'register' && <InvitationNote invitation={invitations.invitation} />}
        {loggedIn && auth.busy !== 'handoff' && (
          <Typography.Paragraph data-testid="already-logged-in">{t('login.already')}</Typography.Paragraph>
        )}
        {steps.secondFactor && (
          <Suspense fallback={null}>
            <SecondFactorPanel steps={steps} onSignedIn={signedIn} />
          </Suspense>
        )}
        {!steps.secondFactor && mode === 'login' && steps.way !== 'password' && (
          <Suspense fallback={null}>
            <PasswordlessPanel
              steps={steps}
              onSignedIn={signedIn}
              continueUrl={`${auth.origin}/login?redirect=${encodeURIComponent(redirect)}`}
            />
          </Suspense>
        )}
        {!steps.secondFactor && (mode === 'register' || steps.way === 'password') && (
          <>
            <Form<Values>
              form={form}
              name={mode}
              layout="vertical"
              requiredMark={false}
              onFinish={async (v) => showOutcome(await auth.submitEmail(mode, v.email.trim(), v.password))}
            >
              <Form.Item
                name="email"
                label={t('form.email')}
                rules={[
                  { required: true, message: t('form.required') },
                  { type: 'email', message: t('form.emailInvalid') },
                ]}
              >
                <Input autoComplete="email" size="large" data-testid="email-input" />
              </Form.Item>
              <Form.Item name="password" label={t('form.password')} rules={[{ required: true, message: t('form.required') }]}>
                <Input.Password
                  autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
                  size="large"
                  data-testid="password-input"
                />
              </Form.Item>
              {mode === 'register' && (
                <Form.Item
                  name="confirm"
                  label={t('form.confirm')}
                  dependencies={['password']}
                  rules={[
                    { required: true, message: t('form.required') },
                    ({ getFieldValue }) => ({
                      validator: (_, value) =>
                        !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('form.mismatch'))),
                    }),
                  ]}
                >
                  <Input.Password autoComplete="new-password" size="large" data-testid="confirm-input" />
                </Form.Item>
              )}
              <ThrottleNotice auth={auth} />
              <Button
                type="primary"
                htmlType="submit"
                size="large"
                block
                loading={auth.busy === 'email' || auth.busy === 'handoff'}
                disabled={auth.throttleSecondsLeft() > 0}
                data-testid="submit"
              >
                {t(`${mode}.submit`)}
              </Button>
            </Form>
            {mode === 'login' && (
              <Flex gap={8} wrap justify="center" style={{ marginTop: token.marginSM }}>
                <Button type="link" onClick={() => steps.setWay('phone')} data-testid="way-phone">
                  {t('ways.phoneLink')}
                </Button>
                <Button type="link" onClick={() => steps.setWay('emailLink')} data-testid="way-email-link">
                  {t('ways.emailLink')}
                </Button>
              </Flex>
            )}
            <Divider plain>{t('social.or')}</Divider>
            <SocialButtons />
          </>
        )}
        <Typography.Paragraph style={{ marginTop: token.marginLG, marginBottom: 0, textAlign: 'center' }}>
          {t(`${mode}.switchPrompt`)} <Link to={mode === 'login' ? '/register' : '/login'}>{t(`${mode}.switchLink`)}</Link>
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
});

/** The exchange's sign-in rate limit: how long to wait, counting down (what was typed stays in the form). */
const ThrottleNotice = observer(function ThrottleNotice({ auth }: { auth: AuthStore }) {
  const { t } = useTranslation('auth');
  const [, tick] = useState(0);
  const left = auth.throttleSecondsLeft();
  useEffect(() => {
    if (left <= 0) return undefined;
    const id = setTimeout(() => tick((n) => n + 1), 1000);
    return () => clearTimeout(id);
  });
  if (left <= 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={t('errors.throttled', { seconds: left })}
      style={{ marginBottom: 16 }}
      data-testid="sign-in-throttled"
    />
  );
});

function InvitationNote({ invitation }: { invitation: Invitation | undefined }) {
  const { t } = useTranslation('auth');
  if (!invitation) return null;
  return (
    <Alert
      type={invitation.valid ? 'success' : 'warning'}
      showIcon
      title={invitationText(t, invitation)}
      style={{ marginBottom: 16 }}
      data-testid={invitation.valid ? 'invitation' : 'invitation-refused'}
    />
  );
}
