import { Button, Flex, Result, Segmented, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { ViewportStore } from '../shared/viewport.store';
import { HistoryTable } from './account/history-table';
import type { HistoryKind } from './account/trade-history.store';
import { TradeHistoryStore } from './account/trade-history.store';
import { TradingAccountStore } from './account/trading-account.store';

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
    return (
      <Result
        status="info"
        title={t('bottom.loginToSee')}
        extra={
          <Link to="/login?redirect=%2Faccount%2Forders">
            <Button type="primary">{t('order.login')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Flex vertical gap={12} data-testid="account-orders-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {t('account.page.title')}
      </Typography.Title>
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
