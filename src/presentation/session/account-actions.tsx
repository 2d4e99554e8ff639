import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useInjection } from '../shared/container-context';
import { SessionStore } from './session.store';

/** Log in / Register for visitors; the cool name or alias and Log out for a logged-in user. */
export const AccountActions = observer(function AccountActions() {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  const { t: authText } = useTranslation('auth', { useSuspense: false });
  const navigate = useNavigate();
  const state = session.state;
  if (state.status === 'unknown') return null;
  if (state.status === 'loggedIn') {
    return (
      <Space>
        <Link to="/account/settings" data-testid="account-name">
          <Space>
            <UserOutlined />
            <Typography.Text>{session.displayName}</Typography.Text>
          </Space>
        </Link>
        <Button type="text" icon={<LogoutOutlined />} onClick={() => void session.logOut().then(() => navigate('/'))} data-testid="log-out">
          {authText('logout')}
        </Button>
      </Space>
    );
  }
  return (
    <Space>
      <Link to="/login"><Button type="text">{t('header.login')}</Button></Link>
      <Link to="/register"><Button type="primary">{t('header.register')}</Button></Link>
    </Space>
  );
});
