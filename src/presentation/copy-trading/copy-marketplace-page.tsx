import { Button, Card, Checkbox, Col, Empty, Flex, Pagination, Row, Segmented, Select, Skeleton, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_PERIODS, LEAD_SORTS, type LeadPeriod, type LeadRow, type LeadSort } from '../../domain/copy-trading/copy-views';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link, useNavigate } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { CopyDialog } from './copy-dialog';
import { CopyMarketStore, MARKET_PAGE_SIZE } from './copy-market.store';
import { CopyTradingStore } from './copy-trading.store';
import { cardFigures, leadPath, signColour } from './lead-figures';
import { RoiSparkline } from './roi-sparkline';
import { PageHeading, RetryAlert } from '../shared/page-frame';

/** One lead trader's card: name, the figures, copiers, the copy button. */
const LeadCard = observer(function LeadCard({ row, copying, onCopy }: { row: LeadRow; copying: boolean; onCopy: () => void }) {
  const { t, i18n } = useTranslation('copy');
  const { token } = theme.useToken();
  const full = row.copiers >= row.maxCopiers;
  return (
    <Card
      size="small"
      data-testid="lead-card"
      title={<Link to={leadPath(row.uuid)}>{row.coolName}</Link>}
      extra={
        copying ? (
          <Link to="/social-trading">
            <Button size="small" data-testid="lead-copying">
              {t('copying')}
            </Button>
          </Link>
        ) : (
          <Button type="primary" size="small" disabled={full} onClick={onCopy} data-testid="lead-copy">
            {full ? t('full') : t('copy')}
          </Button>
        )
      }
    >
      <Row gutter={[8, 8]}>
        {cardFigures(i18n.language, row).map((f) => (
          <Col span={12} key={f.key}>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {t(`figure.${f.key}`)}
            </Typography.Text>
            <Typography.Text strong style={{ color: signColour(token, f.signed) }}>
              {f.value}
            </Typography.Text>
          </Col>
        ))}
      </Row>
      <RoiSparkline values={row.roiChart} />
    </Card>
  );
});

/** /social-trading/marketplace: the lead traders over 7, 30 or 90 days, sorted and filtered; copy one. */
export default observer(function CopyMarketplacePage() {
  const { t } = useTranslation('copy');
  const store = useInjection(CopyMarketStore);
  const copies = useInjection(CopyTradingStore);
  const session = useInjection(SessionStore);
  const navigate = useNavigate();
  useDocumentTitle(t('market.title'));
  useEffect(() => void store.load(), [store]);
  useEffect(() => {
    if (session.loggedIn) void copies.load();
  }, [copies, session.loggedIn]);
  const board = store.board;
  const copy = (row: LeadRow) => {
    if (!session.loggedIn) navigate(`/login?redirect=${encodeURIComponent('/social-trading/marketplace')}`);
    else void copies.openDialog(row.uuid, row.coolName);
  };
  return (
    <Flex vertical gap={16} data-testid="copy-marketplace" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={12}>
        <PageHeading title={t('market.title')} subtitle={t('market.subtitle')} />
        <Link to="/social-trading">
          <Button data-testid="my-copies-link">{t('mine.title')}</Button>
        </Link>
      </Flex>
      <Flex gap={12} wrap align="center">
        <Segmented<LeadPeriod>
          options={LEAD_PERIODS.map((p) => ({ value: p, label: t('period', { days: p }) }))}
          value={store.period}
          onChange={(period) => void store.choose({ period })}
          data-testid="market-period"
        />
        <Select<LeadSort>
          value={store.sortBy}
          onChange={(sortBy) => void store.choose({ sortBy })}
          style={{ width: 180 }}
          aria-label={t('market.sortBy')}
          options={LEAD_SORTS.map((s) => ({ value: s, label: t(`figure.${s}`) }))}
          data-testid="market-sort"
        />
        <Segmented<'DESC' | 'ASC'>
          value={store.ascending ? 'ASC' : 'DESC'}
          onChange={(v) => void store.choose({ ascending: v === 'ASC' })}
          options={[
            { value: 'DESC', label: t('market.desc') },
            { value: 'ASC', label: t('market.asc') },
          ]}
        />
        <Checkbox
          checked={store.hideFull}
          onChange={(e) => void store.choose({ hideFull: e.target.checked })}
          data-testid="market-hide-full"
        >
          {t('market.hideFull')}
        </Checkbox>
      </Flex>
      {board.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
      {(board.status === 'pending' || board.status === 'idle') && <Skeleton active />}
      {board.status === 'success' &&
        (board.value.rows.length === 0 ? (
          <Empty description={t('market.empty')} />
        ) : (
          <Row gutter={[16, 16]}>
            {board.value.rows.map((row) => (
              <Col xs={24} md={12} lg={8} key={row.uuid}>
                <LeadCard row={row} copying={copies.copyOf(row.uuid) !== undefined} onCopy={() => copy(row)} />
              </Col>
            ))}
          </Row>
        ))}
      {board.status === 'success' && board.value.total > MARKET_PAGE_SIZE && (
        <Pagination
          current={store.page}
          pageSize={MARKET_PAGE_SIZE}
          total={board.value.total}
          showSizeChanger={false}
          onChange={(page) => void store.choose({ page })}
          style={{ alignSelf: 'center' }}
        />
      )}
      <CopyDialog store={copies} />
    </Flex>
  );
});
