import { CloseOutlined, DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Grid, Table, Typography, theme, type TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketCellsScope, ChangeCell, SymbolCell, ValueCell } from '../../markets/market-cells';
import { Link } from '../../shared/navigation';
import { useOutcomeToast } from './settings-outcome';
import type { WatchlistsStore } from './watchlists.store';
import { exchangeSentence } from '../../shared/failure-text';

/**
 * One watchlist on its own, read through `watchlist`: its markets with the live last price and 24 h change (the
 * public ticker stream), each opening on the trade page, each removable.
 */
export const WatchlistView = observer(function WatchlistView({ store }: { store: WatchlistsStore }) {
  const { t, i18n } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  // narrow screens: the price and its change share a column, so the actions stay in view
  const wide = Grid.useBreakpoint().md ?? true;
  const opened = store.opened;
  if (!opened) return null;
  const list = opened.status === 'shown' ? opened.list : undefined;
  const name = list ? (list.isDefault ? t('watchlists.favourites') : list.name) : (store.lists.find((l) => l.id === opened.id)?.name ?? '');
  const price: TableColumnsType<string> = wide
    ? [
        { key: 'last', title: t('watchlists.last'), align: 'right', render: (_v, s) => <ValueCell symbol={s} field="last" /> },
        { key: 'change', title: t('watchlists.change'), align: 'right', render: (_v, s) => <ChangeCell symbol={s} /> },
      ]
    : [
        {
          key: 'last',
          title: t('watchlists.last'),
          align: 'right',
          render: (_v, s) => (
            <Flex vertical align="end">
              <ValueCell symbol={s} field="last" />
              <ChangeCell symbol={s} />
            </Flex>
          ),
        },
      ];
  const columns: TableColumnsType<string> = [
    { key: 'market', title: t('watchlists.market'), render: (_v, s) => <SymbolCell symbol={s} /> },
    ...price,
    {
      key: 'actions',
      title: '',
      align: 'right',
      render: (_v, s) => (
        <Flex gap={token.marginXXS} justify="end" align="center">
          {/* the market's name links to the trade page too: narrow screens keep only that */}
          {wide && (
            <Link to={`/trade/${s}`} data-testid="watchlist-view-trade">
              <Button size="small" type="primary" ghost>
                {t('watchlists.trade')}
              </Button>
            </Link>
          )}
          <Button
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined />}
            disabled={store.busy || !list}
            data-testid="watchlist-view-remove"
            aria-label={`${t('watchlists.remove')} ${s}`}
            title={t('watchlists.remove')}
            onClick={() => list && void store.removeSymbol(list.id, s).then(toast)}
          />
        </Flex>
      ),
    },
  ];
  return (
    <Flex
      vertical
      gap={token.marginXS}
      data-testid="watchlist-view"
      data-watchlist-id={opened.id}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingXS,
        background: token.colorFillQuaternary,
      }}
    >
      <Flex justify="space-between" align="center" gap={token.marginXS}>
        <Typography.Text strong data-testid="watchlist-view-name">
          {name}
        </Typography.Text>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          onClick={() => store.close()}
          aria-label={t('watchlists.close')}
          data-testid="watchlist-view-close"
        />
      </Flex>
      {opened.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          title={opened.message ? exchangeSentence(t, i18n.language, opened.message) : t('settings.unanswered')}
          data-testid="watchlist-view-failed"
        />
      )}
      {opened.status !== 'failed' && (
        <MarketCellsScope>
          <Table<string>
            size="small"
            pagination={false}
            rowKey={(s) => s}
            loading={opened.status === 'loading'}
            dataSource={list ? [...list.symbols] : []}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('watchlists.empty') }}
            onRow={(s) => ({ 'data-testid': `watchlist-view-row-${s}` }) as HTMLAttributes<HTMLElement>}
            columns={columns}
          />
        </MarketCellsScope>
      )}
    </Flex>
  );
});
