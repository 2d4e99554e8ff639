import { Alert, Card, Flex, Segmented, Select, Statistic, Table } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MmDashboard } from '../../application/campaigns/ports/competitions-api.port';
import { MM_PROGRAMS, type MarketMakerProgram } from '../../domain/campaigns/market-maker';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { percent, profilePath, usdt } from '../social/social-format';
import { day, dayTime } from './campaign-format';
import { MarketMakerStore } from './market-maker.store';
import { PageHeading } from '../shared/page-frame';

type MmRow = MmDashboard['rows'][number];

/** /campaigns/market-makers: a program's weekly epochs and the chosen epoch's maker ranking, share and reward. */
export default observer(function MarketMakersDashboardPage() {
  const { t, i18n } = useTranslation('competitions');
  const lng = i18n.language;
  const store = useInjection(MarketMakerStore);
  useDocumentTitle(t('mm.title'));
  useEffect(() => {
    void store.start();
  }, [store]);
  const dash = store.dashboard;
  const value = dash.status === 'success' ? dash.value : undefined;
  return (
    <Flex vertical gap={16} data-testid="mm-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Link to="/campaigns">← {t('page.back')}</Link>
      <PageHeading title={t('mm.title')} subtitle={t('mm.subtitle')} />
      <Flex gap={12} wrap align="center">
        <Segmented<MarketMakerProgram>
          options={MM_PROGRAMS.map((p) => ({ value: p, label: t(`mm.${p}`) }))}
          value={store.program}
          onChange={(p) => void store.start(p)}
          data-testid="mm-program"
          aria-label={t('mm.program')}
        />
        <Select<number>
          value={store.epochId}
          onChange={(e) => void store.choose(e)}
          aria-label={t('mm.epoch')}
          data-testid="mm-epoch"
          style={{ minWidth: 260, maxWidth: '100%' }}
          options={store.epochs.map((e) => ({
            value: e.epochId,
            label: `${t('mm.epochLabel', { id: e.epochId, start: day(lng, e.startTime), end: day(lng, e.endTime - 1) })}${e.ongoing ? ` (${t('mm.current')})` : ''}`,
          }))}
        />
      </Flex>
      {dash.status === 'error' && <Alert type="error" showIcon title={t('mm.failed')} />}
      {value?.paidTime !== undefined && (
        <Alert type="success" showIcon title={t('mm.paid', { date: dayTime(lng, value.paidTime) })} data-testid="mm-paid" />
      )}
      <Flex gap={12} wrap>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic title={t('mm.pool')} value={value ? `${usdt(lng, value.rewardPool)} USDT` : '–'} data-testid="mm-pool" />
        </Card>
        <Card size="small" style={{ flex: '1 1 200px' }}>
          <Statistic title={t('mm.total')} value={value ? `${usdt(lng, value.totalMakerVolume)} USDT` : '–'} data-testid="mm-total" />
        </Card>
      </Flex>
      <Table<MmRow>
        size="small"
        rowKey={(r) => r.uuid}
        loading={dash.status === 'pending'}
        dataSource={value ? [...value.rows] : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('mm.empty') }}
        onRow={() => ({ 'data-testid': 'mm-row' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('board.rank'), key: 'rank', width: 72, render: (_, r) => r.rank },
          { title: t('board.trader'), key: 'trader', render: (_, r) => <Link to={profilePath(r.uuid)}>{r.coolName}</Link> },
          { title: t('mm.makerVolume'), key: 'volume', align: 'end', render: (_, r) => usdt(lng, r.makerVolume) },
          { title: t('mm.share'), key: 'share', align: 'end', render: (_, r) => percent(lng, r.share) },
          { title: t('mm.reward'), key: 'reward', align: 'end', render: (_, r) => usdt(lng, r.reward) },
        ]}
      />
    </Flex>
  );
});
