import { Alert, Card, Flex, Segmented, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollateralOverview } from '../../domain/subaccounts/sub-account';
import type { WalletMode } from '../../domain/subaccounts/collateral';
import { useInjection } from '../shared/container-context';
import { fixed } from '../shared/account-format';
import { PlainTable, type PlainColumn } from '../shared/plain-table';
import { noticeText } from './notice-text';
import { TransferStore } from './transfer.store';

type Row = CollateralOverview['tokens'][number];

/** The wallet mode switch, the collateral value, and the collateral tokens with their ratios and switches. */
export const CollateralCard = observer(function CollateralCard() {
  const { t, i18n } = useTranslation('subaccounts');
  const store = useInjection(TransferStore);
  useEffect(() => void store.loadCollateral(), [store]);
  const c = store.collateral.status === 'success' ? store.collateral.value : undefined;
  const columns: readonly PlainColumn<Row>[] = [
    { key: 'token', title: t('collateral.token'), cell: (r) => <strong>{r.token}</strong> },
    {
      key: 'ratio',
      title: t('collateral.ratio'),
      numeric: true,
      cell: (r) => `${fixed(i18n.language, String(Number(r.collateralRatio) * 100), 0)} %`,
    },
    {
      key: 'on',
      title: t('collateral.use'),
      numeric: true,
      cell: (r) => (
        <Switch
          size="small"
          checked={r.enabled}
          disabled={!r.switchable || store.switchingCollateral}
          aria-label={t('collateral.switch', { token: r.token })}
          onChange={(on) => void store.switchCollateral(r.token, on)}
          data-testid={`collateral-${r.token}`}
        />
      ),
    },
  ];
  return (
    <Card title={t('collateral.title')} data-testid="collateral-card">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Segmented<WalletMode>
            value={c?.walletMode ?? 'SINGLE'}
            disabled={!c || store.switchingCollateral}
            onChange={(m) => void store.switchWalletMode(m)}
            data-testid="wallet-mode"
            options={[
              { value: 'SINGLE', label: t('mode.SINGLE') },
              { value: 'MULTI', label: t('mode.MULTI') },
            ]}
          />
          <Typography.Text strong data-testid="collateral-value">
            {t('collateral.value', { value: c ? fixed(i18n.language, c.collateralValue, 2) : '—' })}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{c?.walletMode === 'MULTI' ? t('mode.multiHelp') : t('mode.singleHelp')}</Typography.Text>
        {store.collateralNotice && <Alert type="error" showIcon title={noticeText(t, store.collateralNotice)} />}
        <PlainTable
          columns={columns}
          rows={c?.tokens ?? []}
          rowKey={(r) => r.token}
          loading={!c && store.collateral.status !== 'error'}
          empty={t('collateral.none')}
          testId="collateral-tokens"
        />
      </Flex>
    </Card>
  );
});
