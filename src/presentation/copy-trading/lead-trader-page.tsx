import { Alert, Button, Card, Col, Flex, Result, Row, Segmented, Skeleton, Table, Tabs, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_PERIODS, type LeadPeriod } from '../../domain/copy-trading/copy-views';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { dateFormat } from '../shared/intl-formats';
import { Link, useNavigate, useSearchParams } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { formatDecimalIn } from '../trade/trade-format';
import { CopyDialog } from './copy-dialog';
import { CopyTradingStore } from './copy-trading.store';
import { leadFigures, leadPath, signColour } from './lead-figures';
import { LeadTraderStore } from './lead-trader.store';
import { ProfileChart, type ProfileChartMode } from '../social/profile-chart';
import { usdt } from '../social/social-format';

const DAY = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** The lead's current positions, closes and copiers. */
const Sections = observer(function Sections({ store }: { store: LeadTraderStore }) {
  const { t, i18n } = useTranslation('copy');
  const lng = i18n.language;
  const num = (v: string) => formatDecimalIn(lng, v, 4);
  const positions = store.positions.status === 'success' ? store.positions.value : [];
  const history = store.history.status === 'success' ? store.history.value.rows : [];
  const copiers = store.copiers.status === 'success' ? store.copiers.value.rows : [];
  const time = (ms: number) => dateFormat(lng, DAY).format(ms);
  return (
    <Tabs
      onChange={(k) => void (k === 'history' ? store.loadHistory() : k === 'copiers' ? store.loadCopiers() : store.loadPositions())}
      items={[
        {
          key: 'positions',
          label: t('lead.positions'),
          children: (
            <Table
              size="small"
              rowKey={(r) => r.symbol}
              dataSource={positions}
              pagination={false}
              scroll={{ x: true }}
              loading={store.positions.status === 'pending'}
              data-testid="lead-positions"
              columns={[
                { title: t('col.symbol'), dataIndex: 'symbol' },
                { title: t('col.holding'), render: (_, r) => num(r.holding) },
                { title: t('col.entry'), render: (_, r) => num(r.averageOpenPrice) },
                { title: t('col.mark'), render: (_, r) => num(r.markPrice) },
                { title: t('col.unrealized'), render: (_, r) => usdt(lng, r.unrealizedPnl) },
                { title: t('col.leverage'), render: (_, r) => `${r.leverage}×` },
              ]}
            />
          ),
        },
        {
          key: 'history',
          label: <span data-testid="lead-tab-history">{t('lead.history')}</span>,
          children: (
            <Table
              size="small"
              rowKey={(r) => `${r.closedTime}-${r.symbol}-${r.closedQuantity}`}
              dataSource={history}
              pagination={false}
              scroll={{ x: true }}
              loading={store.history.status === 'pending'}
              columns={[
                { title: t('col.time'), render: (_, r) => time(r.closedTime) },
                { title: t('col.symbol'), dataIndex: 'symbol' },
                { title: t('col.side'), render: (_, r) => t(`side.${r.side}`) },
                { title: t('col.quantity'), render: (_, r) => num(r.closedQuantity) },
                { title: t('col.price'), render: (_, r) => num(r.closePrice) },
                { title: t('col.realized'), render: (_, r) => usdt(lng, r.realizedPnl) },
              ]}
            />
          ),
        },
        {
          key: 'copiers',
          label: <span data-testid="lead-tab-copiers">{t('lead.copiers')}</span>,
          children: (
            <Table
              size="small"
              rowKey="uuid"
              dataSource={copiers}
              pagination={false}
              loading={store.copiers.status === 'pending'}
              data-testid="lead-copiers"
              columns={[
                { title: t('col.copier'), dataIndex: 'coolName' },
                { title: t('col.amount'), render: (_, r) => usdt(lng, r.amount) },
                { title: t('col.pnl'), render: (_, r) => usdt(lng, r.pnl) },
                { title: t('col.since'), render: (_, r) => time(r.since) },
              ]}
            />
          ),
        },
      ]}
    />
  );
});

/** /social-trading/lead-trader?id=…: a lead trader's figures, chart, positions, history and copiers; copy them. */
export default observer(function LeadTraderPage() {
  const { t, i18n } = useTranslation('copy');
  const { token } = theme.useToken();
  const store = useInjection(LeadTraderStore);
  const copies = useInjection(CopyTradingStore);
  const session = useInjection(SessionStore);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const uuid = params.get('id') ?? '';
  const [mode, setMode] = useState<ProfileChartMode>('cumulativeRoi');
  const d = store.detail;
  useDocumentTitle(d.status === 'success' ? d.value.coolName : t('lead.title'));
  useEffect(() => {
    if (uuid) void store.open(uuid);
  }, [uuid, store]);
  useEffect(() => {
    if (session.loggedIn) void copies.load();
  }, [copies, session.loggedIn]);
  if (!uuid || d.status === 'error')
    return (
      <Result
        status="warning"
        title={t('lead.notFound')}
        extra={
          <Link to="/social-trading/marketplace">
            <Button>{t('market.title')}</Button>
          </Link>
        }
      />
    );
  if (d.status !== 'success') return <Skeleton active style={{ maxWidth: 1200, margin: '16px auto', padding: 16 }} />;
  const v = d.value;
  const copy = () => {
    if (!session.loggedIn) navigate(`/login?redirect=${encodeURIComponent(leadPath(uuid))}`);
    else void copies.openDialog(v.uuid, v.coolName);
  };
  return (
    <Flex vertical gap={16} data-testid="lead-trader-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Link to="/social-trading/marketplace">← {t('market.title')}</Link>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }} data-testid="lead-name">
            {v.coolName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('lead.since', {
              date: dateFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(v.since || Date.now()),
            })}
          </Typography.Text>
        </div>
        {copies.copyOf(v.uuid) ? (
          <Link to="/social-trading">
            <Button size="large" data-testid="lead-copying">
              {t('copying')} · {t('manage')}
            </Button>
          </Link>
        ) : (
          <Button type="primary" size="large" onClick={copy} disabled={v.copiers >= v.maxCopiers} data-testid="lead-copy">
            {v.copiers >= v.maxCopiers ? t('full') : t('copy')}
          </Button>
        )}
      </Flex>
      <Segmented<LeadPeriod>
        options={LEAD_PERIODS.map((p) => ({ value: p, label: t('period', { days: p }) }))}
        value={store.period}
        onChange={(p) => void store.choosePeriod(p)}
        style={{ alignSelf: 'start' }}
        data-testid="lead-period"
      />
      <Card size="small">
        <Row gutter={[16, 12]}>
          {leadFigures(i18n.language, v).map((f) => (
            <Col xs={12} sm={8} lg={4} key={f.key}>
              <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
                {t(`figure.${f.key}`)}
              </Typography.Text>
              <Typography.Text strong style={{ fontSize: 16, color: signColour(token, f.signed) }}>
                {f.value}
              </Typography.Text>
            </Col>
          ))}
        </Row>
      </Card>
      <Card size="small" title={t('lead.chart')}>
        <Segmented<ProfileChartMode>
          size="small"
          value={mode}
          onChange={setMode}
          style={{ marginBottom: 8, maxWidth: '100%', overflowX: 'auto' }}
          options={(['cumulativeRoi', 'cumulativePnl', 'dailyPnl'] as const).map((m) => ({ value: m, label: t(`chart.${m}`) }))}
        />
        {v.daily.length > 0 ? <ProfileChart rows={v.daily} mode={mode} /> : <Alert type="info" title={t('lead.noTrades')} />}
      </Card>
      <Card size="small">
        <Sections store={store} />
      </Card>
      <CopyDialog store={copies} />
    </Flex>
  );
});
