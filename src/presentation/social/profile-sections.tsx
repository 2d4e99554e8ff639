import { Card, Empty, Flex, Progress, Segmented, Skeleton, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Loadable } from '../../domain/shared/loadable';
import { percentOf, type ActivityRow, type Hideable, type OpenPositionRow } from '../../domain/social/profile';
import { dateFormat } from '../shared/intl-formats';
import { formatDecimalIn } from '../trade/trade-format';
import type { ProfileChartMode } from './profile-chart';
import type { ProfileStore } from './profile.store';
import { percent, usdt } from './social-format';

const ProfileChart = lazy(() => import('./profile-chart').then((m) => ({ default: m.ProfileChart })));

/**
 * A section's body: a skeleton while loading (`placeholderHeight` tall when given: the content's usual height, so what
 * lies below does not jump under the pointer when it arrives), "private" when the trader hides it, else the content.
 */
export function Section<Row>({
  title,
  data,
  testId,
  placeholderHeight,
  children,
}: {
  title: string;
  data: Loadable<Hideable<Row>>;
  testId: string;
  placeholderHeight?: number;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { t } = useTranslation('social');
  let body: ReactNode;
  if (data.status === 'success') {
    body = data.value.hidden ? (
      <Typography.Text type="secondary" data-testid={`${testId}-private`}>
        {t('private')}
      </Typography.Text>
    ) : data.value.rows.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} />
    ) : (
      children(data.value.rows)
    );
  } else
    body =
      data.status === 'error' ? (
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
      ) : placeholderHeight ? (
        <Skeleton.Node active style={{ width: '100%', height: placeholderHeight }} />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      );
  return (
    <Card size="small" title={title} data-testid={testId}>
      {body}
    </Card>
  );
}

/** The chart with its attribution's line below (profile-chart.tsx), and its section: the mode switch above (32 px, an 8 px gap). */
const CHART_HEIGHT = 260 + 22;
const CHART_SECTION_HEIGHT = CHART_HEIGHT + 40;
/** A small table's height with its header and the empty note (a new member's trading activity). */
const EMPTY_TABLE_HEIGHT = 190;

/** Cumulative PnL, cumulative ROI or daily PnL, chosen by a switch; the chart's code loads on first show. */
export const PerformanceChart = observer(function PerformanceChart({ store }: { store: ProfileStore }) {
  const { t } = useTranslation('social');
  const [mode, setMode] = useState<ProfileChartMode>('cumulativePnl');
  return (
    <Section title={t('section.chart')} data={store.overview} testId="profile-overview" placeholderHeight={CHART_SECTION_HEIGHT}>
      {(rows) => (
        <Flex vertical gap={8}>
          <Segmented<ProfileChartMode>
            value={mode}
            onChange={setMode}
            data-testid="profile-chart-mode"
            options={(['cumulativePnl', 'cumulativeRoi', 'dailyPnl'] as const).map((m) => ({ value: m, label: t(`chart.${m}`) }))}
          />
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: CHART_HEIGHT }} />}>
            <ProfileChart rows={rows} mode={mode} />
          </Suspense>
        </Flex>
      )}
    </Section>
  );
});

/** Asset preference: each asset's share of the trader's volume. */
export const AssetPreference = observer(function AssetPreference({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('social');
  return (
    <Section title={t('section.assets')} data={store.portfolio} testId="profile-assets">
      {(rows) => (
        <Flex vertical gap={4}>
          {rows.slice(0, 8).map((r) => (
            <Flex key={r.asset} gap={8} align="center">
              <Typography.Text style={{ width: 56 }}>{r.asset}</Typography.Text>
              <Progress percent={Number(percentOf(r.share))} showInfo={false} style={{ flex: 1, margin: 0 }} />
              <Typography.Text type="secondary" style={{ width: 72, textAlign: 'end' }}>
                {percent(i18n.language, r.share)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </Section>
  );
});

/** Trading activity: trades and volume per day, newest first (days with trades). */
export const TradingActivity = observer(function TradingActivity({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  return (
    <Section title={t('section.activity')} data={store.activity} testId="profile-activity" placeholderHeight={EMPTY_TABLE_HEIGHT}>
      {(rows) => (
        <Table<ActivityRow>
          size="small"
          rowKey="time"
          pagination={{ pageSize: 7, hideOnSinglePage: true }}
          dataSource={rows.filter((r) => r.trades > 0).reverse()}
          columns={[
            {
              title: t('column.day'),
              key: 'day',
              render: (_, r) => dateFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' }).format(r.time),
            },
            { title: t('column.trades'), dataIndex: 'trades', align: 'right' },
            { title: t('column.volume'), key: 'volume', align: 'right', render: (_, r) => usdt(lng, r.volume) },
          ]}
        />
      )}
    </Section>
  );
});

/** Open perpetual positions with their unrealised PnL at the mark. */
export const OpenPositions = observer(function OpenPositions({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  return (
    <Section title={t('section.positions')} data={store.positions} testId="profile-positions">
      {(rows) => (
        <Table<OpenPositionRow>
          size="small"
          rowKey="symbol"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={[...rows]}
          columns={[
            { title: t('column.symbol'), dataIndex: 'symbol' },
            { title: t('column.holding'), key: 'holding', align: 'right', render: (_, r) => formatDecimalIn(lng, r.holding, 4) },
            { title: t('column.entry'), key: 'entry', align: 'right', render: (_, r) => usdt(lng, r.averageOpenPrice) },
            { title: t('column.mark'), key: 'mark', align: 'right', render: (_, r) => usdt(lng, r.markPrice) },
            { title: t('column.unrealized'), key: 'upnl', align: 'right', render: (_, r) => usdt(lng, r.unrealizedPnl) },
          ]}
        />
      )}
    </Section>
  );
});
