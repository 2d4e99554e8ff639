import { Button, Card, Flex, Input, List, Segmented, Select, Tabs, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LEADERBOARD_REFRESH_SECONDS,
  TRADING_PERIODS,
  type LeaderboardMetric,
  type TradingPeriod,
  type TradingType,
} from '../../domain/social/leaderboard';
import { useFeature } from '../features/use-feature';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { dateFormat } from '../shared/intl-formats';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { FollowingList } from './following-list';
import { LeaderboardTable } from './leaderboard-table';
import { LeaderboardStore } from './leaderboard.store';
import { profilePath } from './social-format';
import { PageHeading, RetryAlert } from '../shared/page-frame';

const TIME = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

/** Search by cool name: the hits link to the profiles. */
const SearchBox = observer(function SearchBox({ store }: { store: LeaderboardStore }) {
  const { t } = useTranslation('social');
  const hits = store.hits;
  return (
    <Flex vertical gap={8} style={{ maxWidth: 360, width: '100%' }}>
      <Input.Search
        value={store.query}
        maxLength={20}
        allowClear
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        data-testid="leaderboard-search"
        onChange={(e) => store.setQuery(e.target.value)}
        onSearch={() => void store.search()}
        loading={hits.status === 'pending'}
      />
      {hits.status === 'success' && (
        <List
          size="small"
          bordered
          data-testid="leaderboard-hits"
          locale={{ emptyText: t('search.none') }}
          dataSource={hits.value}
          renderItem={(h) => (
            <List.Item>
              <Link to={profilePath(h.uuid)}>{h.coolName}</Link>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
});

/**
 * When the ranking was computed, and the retry when it failed: the only parts besides the table that follow the
 * board, so a page that arrives does not render the view's controls again.
 */
const BoardStatus = observer(function BoardStatus({ store }: { store: LeaderboardStore }) {
  const { t, i18n } = useTranslation('social');
  const board = store.board;
  return (
    <>
      <Typography.Text type="secondary" data-testid="leaderboard-updated">
        {t('updated', {
          seconds: LEADERBOARD_REFRESH_SECONDS,
          time: board.status === 'success' ? dateFormat(i18n.language, TIME).format(board.value.updatedTime) : '–',
        })}
      </Typography.Text>
      {board.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
    </>
  );
});

/** /leaderboard (the antd view, loaded after the first paint by leaderboard-page.tsx): PnL, ROI or volume (spot or futures) over 7, 30 or 90 days; "You"; search; the following list. */
export default observer(function LeaderboardView() {
  const { t } = useTranslation('social');
  const session = useInjection(SessionStore);
  const store = useInjection(LeaderboardStore);
  useDocumentTitle(t('leaderboard.title'));
  const status = session.state.status;
  useEffect(() => {
    if (status === 'unknown') return;
    void store.start(status === 'loggedIn');
  }, [status, store]);
  const volumeOn = useFeature('leaderboard.volume');
  const copyOn = useFeature('social.copyTrading');
  const strategiesOn = useFeature('social.strategies');
  useEffect(() => {
    if (!volumeOn && store.metric === 'VOLUME') void store.choose({ metric: 'PNL' });
  }, [volumeOn, store]);
  const metrics: { value: LeaderboardMetric; label: string }[] = [
    { value: 'PNL', label: t('metric.PNL') },
    { value: 'ROI', label: t('metric.ROI') },
    ...(volumeOn ? [{ value: 'VOLUME' as const, label: t('metric.VOLUME') }] : []),
  ];
  const ranking = (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Segmented<LeaderboardMetric>
          options={metrics}
          value={store.metric}
          onChange={(metric) => void store.choose({ metric })}
          data-testid="leaderboard-metric"
        />
        <Segmented<TradingPeriod>
          options={TRADING_PERIODS.map((p) => ({ value: p, label: t('period', { days: p }) }))}
          value={store.period}
          onChange={(period) => void store.choose({ period })}
          data-testid="leaderboard-period"
        />
        {store.metric === 'VOLUME' && (
          <Select<TradingType>
            value={store.volumeType}
            onChange={(volumeType) => void store.choose({ volumeType })}
            aria-label={t('market.label')}
            data-testid="leaderboard-market"
            style={{ width: 120 }}
            options={[
              { value: 'SPOT', label: t('market.SPOT') },
              { value: 'FUTURES', label: t('market.FUTURES') },
            ]}
          />
        )}
      </Flex>
      <BoardStatus store={store} />
      <LeaderboardTable store={store} />
    </Flex>
  );
  return (
    <Flex vertical gap={16} data-testid="leaderboard-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={12}>
        <PageHeading title={t('leaderboard.title')} subtitle={t('leaderboard.subtitle')} />
        <Flex gap={8} align="start" wrap>
          <SearchBox store={store} />
          {status === 'loggedIn' && (
            <Link to="/leaderboard/user-profile" data-testid="my-profile">
              <Button>{t('profile.mine')}</Button>
            </Link>
          )}
          {copyOn && (
            <Link to="/social-trading/marketplace" data-testid="copy-trading-entry">
              <Button>{t('copyTrading')}</Button>
            </Link>
          )}
          {strategiesOn && (
            <Link to="/social-trading/strategy" data-testid="strategies-entry">
              <Button>{t('strategy.title')}</Button>
            </Link>
          )}
        </Flex>
      </Flex>
      <Card size="small">
        {status === 'loggedIn' ? (
          <Tabs
            items={[
              { key: 'ranking', label: t('tab.ranking'), children: ranking },
              {
                key: 'following',
                label: <span data-testid="tab-following">{t('tab.following')}</span>,
                children: <FollowingList store={store} />,
              },
            ]}
            onChange={(key) => void (key === 'following' && store.loadFollowing())}
          />
        ) : (
          ranking
        )}
      </Card>
    </Flex>
  );
});
