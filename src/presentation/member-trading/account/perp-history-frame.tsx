import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/container-context';
import { failureText } from '../../shared/failure-text';
import { PerpHistoryStore, PERP_HISTORY_PAGE_SIZE, type PerpHistoryKind } from './perp-history.store';
import { TradingAccountStore } from './trading-account.store';

interface Props<R> {
  readonly kind: PerpHistoryKind;
  /** The bottom panel's "this symbol only"; undefined: every symbol. */
  readonly symbol?: string;
  readonly height: number;
  readonly testId: string;
  /** The rows of this history from its own store (each table has its own). */
  readonly rows: (store: PerpHistoryStore) => readonly R[];
  readonly rowKey: (row: R) => string;
  readonly columns: TableProps<R>['columns'];
  readonly width: number;
}

/**
 * A perpetual history of the bottom panel (funding payments or closed positions): the store of its kind and symbol,
 * read again as the account moves, a refresh button, the table's spinner, failure or empty message, and pages once
 * there are more rows than one page.
 */
function PerpHistoryTableOf<R extends object>({ kind, symbol, height, testId, rows, rowKey, columns, width }: Props<R>) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(PerpHistoryStore);
  const account = useInjection(TradingAccountStore);
  useEffect(() => store.configure(kind, symbol), [store, kind, symbol]);
  useEffect(() => {
    if (account.activity > 0) void store.load();
  }, [store, account.activity]);
  const shown = rows(store);
  return (
    <Flex vertical gap={6} data-testid={testId} data-rows={shown.length} data-total={store.total}>
      <Flex gap={6} style={{ paddingInline: 12 }}>
        <Button size="small" icon={<ReloadOutlined />} aria-label={t('account.action.refresh')} onClick={() => void store.load()} />
      </Flex>
      <Table<R>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={shown as R[]}
        loading={store.loading}
        scroll={{ x: width, y: height }}
        locale={{ emptyText: store.failure ? failureText(t, store.failure, i18n.language) : t(`account.empty.${kind}`) }}
        pagination={
          store.total > shown.length
            ? {
                current: store.page,
                pageSize: PERP_HISTORY_PAGE_SIZE,
                total: store.total,
                showSizeChanger: false,
                onChange: (p: number) => store.setPage(p),
              }
            : false
        }
      />
    </Flex>
  );
}

export const PerpHistoryTable = observer(PerpHistoryTableOf) as <R extends object>(props: Props<R>) => ReactElement;
