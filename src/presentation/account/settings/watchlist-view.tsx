import { CloseOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketCellsScope, ChangeCell, SymbolCell, ValueCell } from '../../markets/market-cells';
import { Link } from '../../shared/navigation';
import { useOutcomeToast } from './settings-outcome';
import type { WatchlistsStore } from './watchlists.store';

/**
 * One watchlist on its own, read through `watchlist`: its markets with the live last price and 24 h change (the
 * public ticker stream), each opening on the trade page, each removable.
 */
export const WatchlistView = observer(function WatchlistView({ store }: { store: WatchlistsStore }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const opened = store.opened;
  if (!opened) return null;
  const list = opened.status === 'shown' ? opened.list : undefined;
  const name = list ? (list.isDefault ? t('watchlists.favourites') : list.name) : store.lists.find((l) => l.id === opened.id)?.name ?? '';
  return (
    <Flex vertical gap={token.marginXS} data-testid="watchlist-view" data-watchlist-id={opened.id}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: token.paddingSM, background: token.colorFillQuaternary }}>
      <Flex justify="space-between" align="center" gap={token.marginXS}>
        <Typography.Text strong data-testid="watchlist-view-name">{name}</Typography.Text>
        <Button size="small" type="text" icon={<CloseOutlined />} onClick={() => store.close()} aria-label={t('watchlists.close')} data-testid="watchlist-view-close" />
      </Flex>
      {opened.status === 'failed' && <Alert type="error" showIcon title={opened.message ?? t('settings.unanswered')} data-testid="watchlist-view-failed" />}
      {opened.status !== 'failed' && (
        <MarketCellsScope>
          <Table<string>
            size="small" pagination={false} rowKey={(s) => s} loading={opened.status === 'loading'} dataSource={list ? [...list.symbols] : []}
            scroll={{ x: 'max-content' }} locale={{ emptyText: t('watchlists.empty') }}
            onRow={(s) => ({ 'data-testid': `watchlist-view-row-${s}` } as HTMLAttributes<HTMLElement>)}
            columns={[
              { key: 'market', title: t('watchlists.market'), render: (_v, s) => <SymbolCell symbol={s} /> },
              { key: 'last', title: t('watchlists.last'), align: 'right', render: (_v, s) => <ValueCell symbol={s} field="last" /> },
              { key: 'change', title: t('watchlists.change'), align: 'right', render: (_v, s) => <ChangeCell symbol={s} /> },
              {
                key: 'actions', title: '', align: 'right', render: (_v, s) => (
                  <Flex gap={token.marginXXS} justify="end">
                    <Link to={`/trade/${s}`} data-testid="watchlist-view-trade"><Button size="small" type="primary" ghost>{t('watchlists.trade')}</Button></Link>
                    <Button size="small" danger type="text" disabled={store.busy || !list} data-testid="watchlist-view-remove"
                      onClick={() => list && void store.removeSymbol(list.id, s).then(toast)}>{t('watchlists.remove')}</Button>
                  </Flex>
                ),
              },
            ]}
          />
        </MarketCellsScope>
      )}
    </Flex>
  );
});
