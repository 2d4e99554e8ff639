import { App, Alert, Button, Col, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../markets/use-now';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link, useLocation, useNavigate, useParams } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { CampaignBoards } from './campaign-boards';
import { CampaignCountdown } from './campaign-countdown';
import { campaignText, dayTime, STATUS_COLOR } from './campaign-format';
import { CampaignPrizes, CampaignRules } from './campaign-rules';
import { CampaignBadges, CampaignStanding, HeedMilestones } from './campaign-standing';
import { CampaignStore } from './campaign.store';

/** Sign up (or log in first), or the date the user signed up. */
const SignUp = observer(function SignUp({ store }: { store: CampaignStore }) {
  const { t, i18n } = useTranslation('competitions');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const now = useNow(5000);
  const me = store.me;
  if (me?.signedUp && me.signedUpTime !== undefined)
    return (
      <Tag color="green" data-testid="campaign-signed-up">
        {t('page.signedUp', { date: dayTime(i18n.language, me.signedUpTime) })}
      </Tag>
    );
  if (store.signedIn ? !store.canSignUp(now) : store.campaign?.status === 'ENDED') return null;
  const click = async () => {
    const outcome = await store.signUp();
    if (outcome === 'login') navigate(`/login?redirect=${encodeURIComponent(pathname)}`);
    else if (outcome === 'signed-up') void message.success(t('page.signUpDone'));
    else void message.error(outcome.message);
  };
  return (
    <Button type="primary" size="large" loading={store.signingUp} onClick={() => void click()} data-testid="campaign-sign-up">
      {store.signedIn ? t('page.signUp') : t('page.signInToJoin')}
    </Button>
  );
});

/** /campaigns/:id: countdown, sign-up, the user's standing and badges, rules, prizes, the leaderboard and prize standings. */
export default observer(function CampaignPage() {
  const { t, i18n } = useTranslation('competitions');
  const { id = '' } = useParams();
  const session = useInjection(SessionStore);
  const store = useInjection(CampaignStore);
  const campaign = store.campaignId === id ? store.campaign : undefined;
  useDocumentTitle(campaign ? campaignText(t, campaign).title : t('list.title'));
  const status = session.state.status;
  useEffect(() => {
    if (status !== 'unknown') void store.start(id, status === 'loggedIn');
  }, [status, store, id]);

  if (store.detail.status === 'error') {
    const missing = store.notFound;
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={t(missing ? 'page.notFound' : 'page.failed')}
        extra={<Link to="/campaigns">{t('page.back')}</Link>}
      />
    );
  }
  if (!campaign)
    return (
      <div style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <Skeleton active />
      </div>
    );
  const text = campaignText(t, campaign);
  return (
    <Flex vertical gap={16} data-testid="campaign-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Link to="/campaigns">← {t('page.back')}</Link>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }} data-testid="campaign-title">
              {text.title}
            </Typography.Title>
            <Tag color={STATUS_COLOR[campaign.status]} data-testid="campaign-status">
              {t(`status.${campaign.status}`)}
            </Tag>
            {campaign.prizesPaidTime !== undefined && (
              <Tag color="gold" data-testid="campaign-prizes-paid">
                {t('page.prizesPaid', { date: dayTime(i18n.language, campaign.prizesPaidTime) })}
              </Tag>
            )}
          </Flex>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {text.summary}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t('page.participants', { count: campaign.participants })}</Typography.Text>
        </div>
        <Flex gap={16} align="center" wrap>
          <CampaignCountdown campaign={campaign} size="large" />
          <SignUp store={store} />
          <Button onClick={() => void store.reload()} data-testid="campaign-refresh">
            {t('page.refresh')}
          </Button>
        </Flex>
      </Flex>
      {store.standings.status === 'error' && <Alert type="warning" showIcon title={t('page.failed')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={16}>
            <CampaignStanding store={store} />
            <HeedMilestones store={store} />
            <CampaignBoards store={store} />
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap={16}>
            <CampaignPrizes campaign={campaign} />
            <CampaignRules campaign={campaign} />
            <CampaignBadges store={store} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
});
