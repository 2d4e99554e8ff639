import { AppleFilled, GoogleOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '../shared/navigation';
import type { SocialProvider } from '../../domain/auth/social-login';
import { useInjection } from '../shared/container-context';
import { AuthStore } from './auth.store';

/** Google and Apple buttons: sign in, write the handoff cookie, go to /login (which completes it, or asks for the second factor). */
export const SocialButtons = observer(function SocialButtons() {
  const auth = useInjection(AuthStore);
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const start = async (provider: SocialProvider) => {
    const next = await auth.signInWith(provider, 'popup', params.get('redirect') ?? '/');
    if (next) navigate(next, { replace: true });
  };
  return (
    <Flex vertical gap="small">
      <Button
        block
        size="large"
        icon={<GoogleOutlined />}
        loading={auth.busy === 'google'}
        onClick={() => void start('google')}
        data-testid="google-sign-in"
      >
        {t('social.google')}
      </Button>
      <Button
        block
        size="large"
        icon={<AppleFilled />}
        loading={auth.busy === 'apple'}
        onClick={() => void start('apple')}
        data-testid="apple-sign-in"
      >
        {t('social.apple')}
      </Button>
    </Flex>
  );
});
