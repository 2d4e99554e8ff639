import { Card, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import { share, tokenAmount, usdt } from './format';

const right = 'right' as const;

/** Assets, liabilities, earn liabilities (apart) and real-world assets, one tab each. */
export function BalanceTables({ sheet }: { sheet: BalanceSheetView }) {
  const { t, i18n } = useTranslation('reserves');
  const lng = i18n.language;
  const common = { size: 'small' as const, pagination: false as const, scroll: { x: 'max-content' as const } };
  const items = [
    {
      key: 'assets', label: t('tables.assets'),
      children: (
        <Table {...common} rowKey="token" dataSource={[...sheet.assets]} data-testid="assets-table" columns={[
          { title: t('tables.token'), dataIndex: 'token', render: (v: string, row) => <>{v} {row.custodial && <Tag>{t('tables.custodial')}</Tag>}</> },
          { title: t('tables.proportion'), dataIndex: 'proportion', align: right, render: share },
          { title: t('tables.amount'), dataIndex: 'amount', align: right, render: tokenAmount },
          { title: t('tables.notional'), dataIndex: 'notional', align: right, render: (v: string) => usdt(v, lng) },
        ]} />
      ),
    },
    {
      key: 'liabilities', label: t('tables.liabilities'),
      children: (
        <Table {...common} rowKey="token" dataSource={[...sheet.liabilities]} data-testid="liabilities-table" columns={[
          { title: t('tables.token'), dataIndex: 'token' },
          { title: t('tables.userBalance'), dataIndex: 'userBalance', align: right, render: tokenAmount },
          { title: t('tables.userMargin'), dataIndex: 'userMargin', align: right, render: tokenAmount },
          { title: t('tables.total'), dataIndex: 'total', align: right, render: tokenAmount },
          { title: t('tables.notional'), dataIndex: 'notional', align: right, render: (v: string) => usdt(v, lng) },
        ]} />
      ),
    },
    {
      key: 'earn', label: t('tables.earn'),
      children: (
        <>
          <Typography.Paragraph type="secondary">{t('tables.earnNote')}</Typography.Paragraph>
          <Table {...common} rowKey="token" dataSource={[...sheet.earnLiabilities]} columns={[
            { title: t('tables.token'), dataIndex: 'token' },
            { title: t('tables.amount'), dataIndex: 'amount', align: right, render: tokenAmount },
            { title: t('tables.notional'), dataIndex: 'notional', align: right, render: (v: string) => usdt(v, lng) },
          ]} />
        </>
      ),
    },
    {
      key: 'rwa', label: t('tables.rwa'),
      children: (
        <Table {...common} rowKey="name" dataSource={[...sheet.realWorldAssets]} columns={[
          { title: t('tables.name'), dataIndex: 'name' },
          { title: t('tables.issuer'), dataIndex: 'issuer' },
          { title: t('tables.notional'), dataIndex: 'notional', align: right, render: (v: string) => usdt(v, lng) },
          { title: t('tables.apy'), dataIndex: 'apy', align: right, render: share },
        ]} />
      ),
    },
  ];
  return (
    <Card>
      <Tabs items={items} />
    </Card>
  );
}
