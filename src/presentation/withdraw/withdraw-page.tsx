import { Button, Card, Flex, Result, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetStatusBanner } from '../deposit/asset-status-banner';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { AddressBookCard } from './address-book-card';
import { TransferHistory } from './transfer-history';
import { WithdrawForm } from './withdraw-form';
import { WithdrawStore } from './withdraw.store';
import { WithdrawChallengeModal } from './withdraw-challenge-modal';
import { SubAccountWithdraw } from './sub-account-withdraw';

/** /wallet/withdraw: the form, the address book beside it, the withdrawals below. */
export default observer(function WithdrawPage() {
  const { t } = useTranslation('withdraw');
  const session = useInjection(SessionStore);
  const store = useInjection(WithdrawStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  const onSub = session.state.status === 'loggedIn' && !session.state.account.main;
  useEffect(() => {
    if (loggedIn && !onSub) store.start();
  }, [loggedIn, onSub, store]);

  if (session.state.status === 'loggedOut') {
    return (
      <Result
        status="info"
        title={t('loginToSee')}
        extra={
          <Link to="/login?redirect=%2Fwallet%2Fwithdraw">
            <Button type="primary">{t('login')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="withdraw-page" style={{ maxWidth: 1200, margin: '0 auto', width: '100%', padding: 16 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('subtitle')}
        </Typography.Paragraph>
      </div>
      <AssetStatusBanner />
      <Flex gap={16} wrap align="flex-start">
        <Card style={{ flex: '2 1 420px', minWidth: 0 }}>
          {onSub ? (
            <SubAccountWithdraw />
          ) : (
            <>
              <WithdrawForm store={store} />
              <WithdrawChallengeModal />
            </>
          )}
        </Card>
        <Card style={{ flex: '1 1 320px', minWidth: 0 }}>
          <AddressBookCard store={store} />
        </Card>
      </Flex>
      <section aria-labelledby="withdraw-history-title">
        <Typography.Title level={2} id="withdraw-history-title" style={{ fontSize: 18 }}>
          {t('history.title')}
        </Typography.Title>
        <TransferHistory side="WITHDRAW" />
      </section>
    </Flex>
  );
});
