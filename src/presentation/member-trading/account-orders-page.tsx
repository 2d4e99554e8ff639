import { Flex, Segmented } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { ViewportStore } from '../shared/viewport.store';
import { HistoryTable } from './account/history-table';
import type { HistoryKind } from './account/trade-history.store';
import { TradeHistoryStore } from './account/trade-history.store';
import { TradingAccountStore } from './account/trading-account.store';
import { PageHeading, SignInPrompt } from '../shared/page-frame';

/** /account/orders: every order and fill across symbols, with the same filters and export, paged. */
export default observer(function AccountOrdersPage() {
  const { t } = useTranslation('trade');
  const session = useInjection(SessionStore);
  const account = useInjection(TradingAccountStore);
  const store = useInjection(TradeHistoryStore);
  const viewport = useInjection(ViewportStore);
  const [kind, setKind] = useState<HistoryKind>('orders');
  useDocumentTitle(t('account.page.title'));
  useEffect(() => account.start(), [account]);
  useEffect(() => viewport.start(), [viewport]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('bottom.loginToSee')} action={t('order.login')} back="/account/orders" />;
  }
  return (
    <Flex vertical gap={12} data-testid="account-orders-page">
      <PageHeading title={t('account.page.title')} />
      <Segmented<HistoryKind>
        value={kind}
        onChange={setKind}
        options={[
          { value: 'orders', label: t('account.tabs.history') },
          { value: 'fills', label: t('account.tabs.fills') },
        ]}
        data-testid="account-orders-kind"
        style={{ alignSelf: 'flex-start' }}
      />
      {session.loggedIn ? <HistoryTable store={store} kind={kind} height={Math.max(320, viewport.height - 360)} paged /> : null}
    </Flex>
  );
});
