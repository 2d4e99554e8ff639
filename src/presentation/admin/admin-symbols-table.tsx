import { Button, Input, Space, Table, Tag, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminSymbolState } from '../../domain/market-admin/market-admin';
import type { AdminCall } from '../../domain/market-admin/market-admin-rules';
import { adminRefusalText, adminValueText, callLabelKey } from './admin-format';
import type { MarketAdminStore } from './market-admin.store';
import { translateRefusal } from '../shared/translate-refusal';

const FIELDS: readonly {
  readonly call: AdminCall;
  readonly value: (r: AdminSymbolState) => string;
  readonly kind: AdminSymbolState['overridden'][number];
}[] = [
  { call: 'index-price', value: (r) => r.indexPrice, kind: 'indexPrice' },
  { call: 'mark-price', value: (r) => r.markPrice, kind: 'markPrice' },
  { call: 'funding-rate', value: (r) => r.fundingRate, kind: 'fundingRate' },
  { call: 'funding_rate_cap', value: (r) => r.fundingRateCap, kind: 'fundingRateCap' },
];

/** One value of one perpetual: what it is now (and whether an admin fixed it), an input and "Set". */
const ValueCell = observer(function ValueCell({
  store,
  row,
  field,
}: {
  readonly store: MarketAdminStore;
  readonly row: AdminSymbolState;
  readonly field: (typeof FIELDS)[number];
}) {
  const { t, i18n } = useTranslation('admin');
  const { token } = theme.useToken();
  const { call } = field;
  const problem = store.problemAt(row.symbol, call);
  const id = `${row.symbol}-${call}`;
  return (
    <Space orientation="vertical" size={4} style={{ minWidth: 180 }}>
      <span>
        <Typography.Text strong data-testid={`admin-value-${id}`}>
          {adminValueText(call, field.value(row))}
        </Typography.Text>
        {row.overridden.includes(field.kind) ? (
          <Tag style={{ marginInlineStart: 8 }} color="processing">
            {t('table.fixed')}
          </Tag>
        ) : null}
      </span>
      <Space.Compact>
        <Input
          size="small"
          value={store.draft(row.symbol, call)}
          onChange={(e) => store.setDraft(row.symbol, call, e.target.value)}
          onPressEnter={() => void store.prepare(row.symbol, call)}
          placeholder={call === 'funding-rate' || call === 'funding_rate_cap' ? t('table.ratePlaceholder') : field.value(row)}
          aria-label={t('table.inputLabel', { call: t(callLabelKey(call)), symbol: row.symbol })}
          status={problem ? 'error' : undefined}
          inputMode="decimal"
          data-testid={`admin-input-${id}`}
        />
        <Button size="small" onClick={() => void store.prepare(row.symbol, call)} disabled={store.busy} data-testid={`admin-set-${id}`}>
          {t('table.set')}
        </Button>
      </Space.Compact>
      {problem ? (
        <Typography.Text style={{ color: token.colorError, fontSize: token.fontSizeSM }} data-testid={`admin-problem-${id}`}>
          {problem.kind === 'invalid'
            ? translateRefusal(t, i18n.language, problem.refusal.refusal)
            : problem.kind === 'refused'
              ? adminRefusalText(t, i18n.language, problem.message)
              : t('table.unanswered')}
        </Typography.Text>
      ) : null}
    </Space>
  );
});

/** Every perpetual with its index and mark price, funding rate and cap, and an input for each. */
export const AdminSymbolsTable = observer(function AdminSymbolsTable({ store }: { readonly store: MarketAdminStore }) {
  const { t } = useTranslation('admin');
  return (
    <Table<AdminSymbolState>
      rowKey="symbol"
      size="small"
      dataSource={store.rows as AdminSymbolState[]}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      onRow={(r) => ({ 'data-testid': `admin-row-${r.symbol}` }) as object}
      columns={[
        { key: 'symbol', title: t('table.symbol'), dataIndex: 'symbol', fixed: 'start' },
        ...FIELDS.map((field) => ({
          key: field.call,
          title: t(callLabelKey(field.call)),
          render: (_: unknown, row: AdminSymbolState) => <ValueCell store={store} row={row} field={field} />,
        })),
      ]}
    />
  );
});
