import { Card, Flex, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { AssetStatusBanner } from './asset-status-banner';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { DepositAddressCard } from './deposit-address-card';
import { DepositHistory } from './deposit-history';
import { DepositStore } from './deposit.store';
import { TokenInfoPanel } from './token-info-panel';
import { PageHeading, SignInPrompt } from '../shared/page-frame';

/** /wallet/deposit: token, then network, then the address to send to; the history below. */
export default observer(function DepositPage() {
  const { t } = useTranslation('deposit');
  const session = useInjection(SessionStore);
  const store = useInjection(DepositStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (!loggedIn) return undefined;
    store.start();
    return () => store.stop();
  }, [loggedIn, store]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/wallet/deposit" />;
  }
  const networks = store.networks.status === 'success' ? store.networks.value : [];
  return (
    <Flex vertical gap={16} data-testid="deposit-page" style={{ maxWidth: 960, margin: '0 auto', width: '100%', padding: 16 }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      <AssetStatusBanner />
      <Card>
        <Flex vertical gap={12}>
          <label htmlFor="deposit-token">
            <Typography.Text strong>{t('token')}</Typography.Text>
          </label>
          <Select
            id="deposit-token"
            showSearch
            placeholder={t('tokenPlaceholder')}
            value={store.token}
            onChange={(v: string) => void store.chooseToken(v)}
            loading={store.service.configs.status === 'pending'}
            options={store.tokens.map((c) => ({
              value: c.token,
              disabled: c.disabled,
              label: c.disabled ? `${c.token} — ${t('tokenSuspended')}` : c.token,
            }))}
            data-testid="deposit-token"
            style={{ maxWidth: 360 }}
          />
          <TokenInfoPanel store={store} />
          {store.token && (
            <>
              <label htmlFor="deposit-network">
                <Typography.Text strong>{t('network')}</Typography.Text>
              </label>
              <Select
                id="deposit-network"
                placeholder={t('networkPlaceholder')}
                value={store.network}
                loading={store.networks.status === 'pending'}
                onChange={(v: string) => void store.chooseNetwork(v)}
                options={networks.map((n) => ({
                  value: n.network,
                  disabled: !n.allowDeposit,
                  label: n.allowDeposit ? n.name : `${n.name} — ${t('suspended', { reason: n.suspendReason ?? '' })}`,
                }))}
                data-testid="deposit-network"
                style={{ maxWidth: 480 }}
              />
            </>
          )}
          <DepositAddressCard store={store} />
        </Flex>
      </Card>
      <DepositHistory store={store} />
    </Flex>
  );
});
