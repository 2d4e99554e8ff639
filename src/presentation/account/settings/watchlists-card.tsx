import { Button, Card, Flex, Input, Popconfirm, Select, Tag, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_WATCHLISTS, MAX_WATCHLIST_NAME, watchlistNameProblem, type Watchlist } from '../../../domain/account/watchlists';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { TickerStateStore } from '../../market/ticker-state.store';
import { useInjection } from '../../shared/container-context';
import { useOutcomeToast } from './settings-outcome';
import { WatchlistView } from './watchlist-view';
import { WatchlistsStore } from './watchlists.store';

/** The account's watchlists: create, rename, delete, add and remove markets; the first is the favourites (the stars). */
export const WatchlistsCard = observer(function WatchlistsCard() {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const store = useInjection(WatchlistsStore);
  const tickers = useInjection(TickerStateStore);
  const toast = useOutcomeToast();
  const [name, setName] = useState('');
  useEffect(() => {
    tickers.start();
    void store.load();
  }, [store, tickers]);
  const markets = [...tickers.tickers.keys()].sort();
  const problem = name
    ? watchlistNameProblem(
        name,
        store.lists.map((l) => l.name),
      )
    : undefined;
  return (
    <Card title={t('watchlists.title')} data-testid="settings-watchlists">
      <Flex vertical gap={token.marginMD}>
        {store.lists.map((list) => (
          <WatchlistRow
            key={list.id}
            list={list}
            store={store}
            markets={markets}
            others={store.lists.filter((l) => l.id !== list.id).map((l) => l.name)}
          />
        ))}
        <WatchlistView store={store} />
        {store.lists.length < MAX_WATCHLISTS && (
          <Flex gap={token.marginXS} wrap align="center">
            <Input
              data-testid="watchlist-new-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={MAX_WATCHLIST_NAME + 5}
              placeholder={t('watchlists.newName')}
              status={problem ? 'error' : undefined}
              style={{ maxWidth: 240 }}
              aria-label={t('watchlists.newName')}
            />
            <Button
              type="primary"
              data-testid="watchlist-create"
              disabled={store.busy || !name || problem !== undefined}
              onClick={() =>
                void store.create(name).then((o) => {
                  toast(o);
                  if (o.ok) setName('');
                })
              }
            >
              {t('watchlists.create')}
            </Button>
            {problem && <Typography.Text type="danger">{t(`watchlists.problem.${problem}`, { max: MAX_WATCHLIST_NAME })}</Typography.Text>}
          </Flex>
        )}
      </Flex>
    </Card>
  );
});

const WatchlistRow = observer(function WatchlistRow({
  list,
  store,
  markets,
  others,
}: {
  list: Watchlist;
  store: WatchlistsStore;
  markets: readonly string[];
  others: readonly string[];
}) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const [editing, setEditing] = useState<string | undefined>(undefined);
  const problem = editing !== undefined ? watchlistNameProblem(editing, others) : undefined;
  return (
    <Flex
      vertical
      gap={token.marginXS}
      data-testid={`watchlist-${list.id}`}
      style={{ borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingBottom: token.paddingSM }}
    >
      <Flex gap={token.marginXS} wrap align="center">
        {editing === undefined ? (
          <Typography.Text strong>{list.isDefault ? t('watchlists.favourites') : list.name}</Typography.Text>
        ) : (
          <Input
            size="small"
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            status={problem ? 'error' : undefined}
            style={{ maxWidth: 200 }}
            aria-label={t('watchlists.rename')}
          />
        )}
        <Typography.Text type="secondary">{t('watchlists.count', { count: list.symbols.length })}</Typography.Text>
        {editing === undefined && (
          <Button
            size="small"
            type="link"
            data-testid="watchlist-open"
            aria-pressed={store.opened?.id === list.id}
            onClick={() => void (store.opened?.id === list.id ? store.close() : store.open(list.id))}
          >
            {store.opened?.id === list.id ? t('watchlists.close') : t('watchlists.open')}
          </Button>
        )}
        {!list.isDefault &&
          (editing === undefined ? (
            <>
              <Button size="small" type="link" onClick={() => setEditing(list.name)}>
                {t('watchlists.rename')}
              </Button>
              <Popconfirm
                title={t('watchlists.deleteConfirm', { name: list.name })}
                onConfirm={() => void store.remove(list.id).then(toast)}
                okText={t('watchlists.delete')}
                cancelText={t('watchlists.cancel')}
              >
                <Button size="small" type="link" danger>
                  {t('watchlists.delete')}
                </Button>
              </Popconfirm>
            </>
          ) : (
            <>
              <Button
                size="small"
                type="primary"
                disabled={store.busy || problem !== undefined}
                onClick={() =>
                  void store.rename(list.id, editing).then((o) => {
                    toast(o);
                    if (o.ok) setEditing(undefined);
                  })
                }
              >
                {t('watchlists.save')}
              </Button>
              <Button size="small" onClick={() => setEditing(undefined)}>
                {t('watchlists.cancel')}
              </Button>
            </>
          ))}
      </Flex>
      <Flex gap={token.marginXXS} wrap align="center">
        {list.symbols.map((s) => (
          <Tag
            key={s}
            closable
            closeIcon
            onClose={(e) => {
              e.preventDefault();
              void store.removeSymbol(list.id, s).then(toast);
            }}
          >
            {marketSymbolLabel(s)}
          </Tag>
        ))}
        <Select
          showSearch
          size="small"
          value={null}
          placeholder={t('watchlists.add')}
          style={{ minWidth: 180 }}
          disabled={store.busy}
          aria-label={t('watchlists.add')}
          options={markets.filter((m) => !list.symbols.includes(m)).map((m) => ({ value: m, label: marketSymbolLabel(m) }))}
          optionFilterProp="label"
          onChange={(symbol: string) => void store.addSymbol(list.id, symbol).then(toast)}
        />
      </Flex>
    </Flex>
  );
});
