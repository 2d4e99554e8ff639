import { Alert, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../application/campaigns/ports/competitions-api.port';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { usdt } from '../social/social-format';
import { CampaignCountdown } from './campaign-countdown';
import { campaignPath, campaignText, metricValue, MM_PATH, STATUS_COLOR } from './campaign-format';
import { CampaignListStore } from './campaign-list.store';

const CampaignCard = observer(function CampaignCard({ store, campaign }: { store: CampaignListStore; campaign: Campaign }) {
  const { t, i18n } = useTranslation('competitions');
  const lng = i18n.language;
  const text = campaignText(t, campaign);
  const top = store.tops[campaign.campaignId];
  return (
    <Card
      size="small"
      data-testid={`campaign-card-${campaign.campaignId}`}
      style={{ height: '100%' }}
      title={
        <Link to={campaignPath(campaign.campaignId)} style={{ whiteSpace: 'normal' }}>
          {text.title}
        </Link>
      }
      extra={<Tag color={STATUS_COLOR[campaign.status]}>{t(`status.${campaign.status}`)}</Tag>}
    >
      <Flex vertical gap={8}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {text.summary}
        </Typography.Paragraph>
        <Flex gap={16} wrap justify="space-between" align="end">
          <CampaignCountdown campaign={campaign} />
          <div>
            <Typography.Text type="secondary">{t('page.prizePool')}</Typography.Text>
            <div>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {usdt(lng, campaign.prizePool)} {campaign.prizeToken}
              </Typography.Text>
            </div>
          </div>
        </Flex>
        <Flex gap={8} wrap>
          <Tag>{t(`metric.${campaign.metric}`)}</Tag>
          <Tag>{t('page.participants', { count: campaign.participants })}</Tag>
        </Flex>
        {top && (
          <div data-testid="campaign-card-top">
            <Typography.Text type="secondary">{t('list.top')}</Typography.Text>
            {top.rows.length === 0 ? (
              <div>
                <Typography.Text type="secondary">{t('list.noRanking')}</Typography.Text>
              </div>
            ) : (
              <ol style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
                {top.rows.slice(0, 3).map((r) => (
                  <li key={r.uuid} value={r.rank}>
                    {r.coolName} · {metricValue(lng, campaign.metric, r.value)}
                  </li>
                ))}
              </ol>
            )}
            {top.me !== undefined && (
              <Typography.Text strong data-testid="campaign-card-me">
                {top.me ? t('list.yourRank', { rank: top.me.rank }) : t('list.notRanked')}
              </Typography.Text>
            )}
          </div>
        )}
        <Link to={campaignPath(campaign.campaignId)}>{t('list.open')}</Link>
      </Flex>
    </Card>
  );
});

function Section({ store, title, rows, id }: { store: CampaignListStore; title: string; rows: readonly Campaign[]; id: string }) {
  const { t } = useTranslation('competitions');
  return (
    <section data-testid={`campaigns-${id}`}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.none')} />
      ) : (
        <Row gutter={[16, 16]}>
          {rows.map((c) => (
            <Col key={c.campaignId} xs={24} md={12} xl={8}>
              <CampaignCard store={store} campaign={c} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/** /campaigns: the campaigns ongoing, upcoming and past, with their countdowns, prize pools and top traders. */
export default observer(function CampaignsPage() {
  const { t } = useTranslation('competitions');
  const session = useInjection(SessionStore);
  const store = useInjection(CampaignListStore);
  useDocumentTitle(t('list.title'));
  const status = session.state.status;
  useEffect(() => {
    if (status !== 'unknown') void store.start(status === 'loggedIn');
  }, [status, store]);
  return (
    <Flex vertical gap={24} data-testid="campaigns-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Flex justify="space-between" align="end" wrap gap={12}>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            {t('list.title')}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('list.subtitle')}
          </Typography.Paragraph>
        </div>
        <Link to={MM_PATH} data-testid="campaigns-mm-link">
          {t('list.marketMakers')}
        </Link>
      </Flex>
      {store.campaigns.status === 'error' && <Alert type="error" showIcon title={t('list.failed')} />}
      {store.campaigns.status !== 'success' && store.campaigns.status !== 'error' && <Skeleton active />}
      {store.campaigns.status === 'success' && (
        <>
          <Section store={store} id="ongoing" title={t('list.ongoing')} rows={store.ongoing} />
          <Section store={store} id="upcoming" title={t('list.upcoming')} rows={store.upcoming} />
          <Section store={store} id="past" title={t('list.past')} rows={store.past} />
        </>
      )}
    </Flex>
  );
});
