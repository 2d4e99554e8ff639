import { Alert, Card, Flex, Segmented, Switch, Table, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CollateralOverview } from '../../domain/subaccounts/sub-account';
import type { WalletMode } from '../../domain/subaccounts/collateral';
import { useInjection } from '../shared/container-context';
import { fixed } from '../shared/account-format';
import { noticeText } from './notice-text';
import { TransferStore } from './transfer.store';

type Row = CollateralOverview['tokens'][number];

/** The wallet mode switch, the collateral value, and the collateral tokens with their ratios and switches. */
export const CollateralCard = observer(function CollateralCard() {
  const { t, i18n } = useTranslation('subaccounts');
  const store = useInjection(TransferStore);
  useEffect(() => void store.loadCollateral(), [store]);
  const c = store.collateral.status === 'success' ? store.collateral.value : undefined;
  const columns: TableProps<Row>['columns'] = [
    {
      key: 'token',
      title: t('collateral.token'),
      render: (_, r) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {r.token}
        </Typography.Text>
      ),
    },
    {
      key: 'ratio',
      title: t('collateral.ratio'),
      align: 'right',
      render: (_, r) => `${fixed(i18n.language, String(Number(r.collateralRatio) * 100), 0)} %`,
    },
    {
      key: 'on',
      title: t('collateral.use'),
      align: 'right',
      render: (_, r) => (
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
        <Table<Row>
          rowKey="token"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={c ? [...c.tokens] : []}
          loading={store.collateral.status === 'pending'}
        />
      </Flex>
    </Card>
  );
});
