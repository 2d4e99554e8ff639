import { Card, Flex, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetStatusBanner } from '../deposit/asset-status-banner';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { AddressBookCard } from './address-book-card';
import { TransferHistory } from './transfer-history';
import { WithdrawForm } from './withdraw-form';
import { WithdrawStore } from './withdraw.store';
import { WithdrawChallengeModal } from './withdraw-challenge-modal';
import { SubAccountWithdraw } from './sub-account-withdraw';
import { PageHeading, SignInPrompt } from '../shared/page-frame';

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
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/wallet/withdraw" />;
  }
  return (
    <Flex vertical gap={16} data-testid="withdraw-page" style={{ maxWidth: 1200, margin: '0 auto', width: '100%', padding: 16 }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
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
