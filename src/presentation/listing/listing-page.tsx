import { Alert, Col, Flex, Row, Statistic, Steps, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PREDICTION_RULE } from '../../domain/listing/prediction';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { dateFormat } from '../shared/intl-formats';
import { useNavigate } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { ListingBoards } from './listing-boards';
import { CandidateGrid } from './listing-candidates';
import { PredictDialog, VoteDialog } from './listing-dialogs';
import { MyListing } from './listing-mine';
import { ListingStore } from './listing.store';
import { PageHeading, RetryAlert } from '../shared/page-frame';

const DATE = { dateStyle: 'medium', timeStyle: 'short' } as const;
const STEPS = ['NOMINATION', 'VOTING', 'SHOWDOWN', 'RESULT'] as const;

/** The phase timeline (start dates) and the countdown to the next phase. */
const Timeline = observer(function Timeline({ store }: { store: ListingStore }) {
  const { t, i18n } = useTranslation('listing');
  if (store.campaign.status !== 'success') return null;
  const c = store.campaign.value;
  const starts = {
    NOMINATION: c.schedule.nominationStart,
    VOTING: c.schedule.votingStart,
    SHOWDOWN: c.schedule.showdownStart,
    RESULT: c.schedule.resultTime,
  };
  const current = STEPS.indexOf(c.phase as (typeof STEPS)[number]);
  const cd = store.countdown;
  return (
    <Flex vertical gap={12}>
      <Steps
        size="small"
        current={current}
        data-testid="listing-timeline"
        responsive
        items={STEPS.map((p) => ({ title: t(`phase.${p}`), description: dateFormat(i18n.language, DATE).format(starts[p]) }))}
      />
      <Flex gap={24} wrap align="center">
        <Typography.Text strong data-testid="listing-phase">
          {t(`phase.${c.phase}`)}: <Typography.Text type="secondary">{t(`phaseHint.${c.phase}`)}</Typography.Text>
        </Typography.Text>
        {cd && (
          <Typography.Text data-testid="listing-countdown">
            {t('countdown', { phase: t(`phase.${cd.phase}`), days: cd.days, hours: cd.hours, minutes: cd.minutes, seconds: cd.seconds })}
          </Typography.Text>
        )}
      </Flex>
      {c.winner && <Alert type="success" showIcon title={t('winner', { token: c.winner })} data-testid="listing-winner" />}
    </Flex>
  );
});

/** /listing-campaign: the listing vote (LISTING_CAMPAIGN). Visitors see the tallies and leaderboards; members vote and predict. */
export default observer(function ListingPage() {
  const { t } = useTranslation('listing');
  const session = useInjection(SessionStore);
  const store = useInjection(ListingStore);
  const navigate = useNavigate();
  useDocumentTitle(t('title'));
  const status = session.state.status;
  useEffect(() => {
    if (status === 'unknown') return;
    void store.start(status === 'loggedIn');
  }, [status, store]);
  useEffect(() => {
    const timer = setInterval(() => store.tick(), 1000);
    return () => clearInterval(timer);
  }, [store]);
  const c = store.campaign;
  return (
    <Flex vertical gap={16} data-testid="listing-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {c.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
      <Timeline store={store} />
      {c.status === 'success' && (
        <Row gutter={[12, 12]}>
          <Col xs={12} sm={6}>
            <Statistic title={t('stats.votes')} value={c.value.totalVotes} />
          </Col>
          <Col xs={12} sm={6}>
            <Statistic title={t('stats.voters')} value={c.value.voters} />
          </Col>
          <Col xs={24} sm={12}>
            <Typography.Text type="secondary">
              {t('prediction.rule', { pool: PREDICTION_RULE.pool, cap: PREDICTION_RULE.cap })}
            </Typography.Text>
          </Col>
        </Row>
      )}
      <CandidateGrid store={store} onSignIn={() => navigate('/login?redirect=%2Flisting-campaign')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={store.signedIn ? 12 : 24}>
          <ListingBoards store={store} />
        </Col>
        {store.signedIn && (
          <Col xs={24} lg={12}>
            <MyListing store={store} />
          </Col>
        )}
      </Row>
      <VoteDialog store={store} />
      <PredictDialog store={store} pool={PREDICTION_RULE.pool} cap={PREDICTION_RULE.cap} />
    </Flex>
  );
});
