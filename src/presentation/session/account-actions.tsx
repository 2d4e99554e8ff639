import { UserOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useInjection } from '../shared/container-context';
import { SessionStore } from './session.store';

/** Log in / Register for visitors; the account's name for a logged-in user. */
export const AccountActions = observer(function AccountActions() {
  const session = useInjection(SessionStore);
  const { t } = useTranslation();
  const state = session.state;
  if (state.status === 'unknown') return null;
  if (state.status === 'loggedIn') {
    return (
      <Link to="/account" data-testid="account-name">
        <Space>
          <UserOutlined />
          <Typography.Text>{state.account.alias}</Typography.Text>
        </Space>
      </Link>
    );
  }
  return (
    <Space>
      <Link to="/login"><Button type="text">{t('header.login')}</Button></Link>
      <Link to="/register"><Button type="primary">{t('header.register')}</Button></Link>
    </Space>
  );
});
