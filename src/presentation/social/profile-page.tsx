import { Button, Card, Col, Flex, Result, Row, Segmented, Skeleton, Statistic, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TRADING_PERIODS, type TradingPeriod } from '../../domain/social/leaderboard';
import { useFeature } from '../features/use-feature';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link, useSearchParams } from '../shared/navigation';
import { SignInPrompt } from '../shared/page-frame';
import { useDocumentTitle } from '../shared/use-document-title';
import { FollowingList } from './following-list';
import { LeaderboardStore } from './leaderboard.store';
import { AssetPreference, OpenPositions, PerformanceChart, TradingActivity } from './profile-sections';
import { ProfileSettingsCard } from './profile-settings';
import { ProfileStore } from './profile.store';
import { percent, usdt } from './social-format';
import { TwitterCard } from './twitter-card';

/** The period's figures; PnL-based ones read "private" when the trader hides PnL. */
const Figures = observer(function Figures({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('social');
  const lng = i18n.language;
  const p = store.performance;
  if (p.status !== 'success')
    return (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  const v = p.value;
  const hidden = t('private');
  const items: [string, string][] = [
    ['pnl', v.pnl === null ? hidden : `${usdt(lng, v.pnl)} USDT`],
    ['roi', v.pnl === null ? hidden : percent(lng, v.roi)],
    ['winRate', v.pnl === null ? hidden : percent(lng, v.winRate)],
    ['maxDrawdown', v.pnl === null ? hidden : percent(lng, v.maxDrawdown)],
    ['sharpe', v.pnl === null ? hidden : v.sharpe === null ? '–' : usdt(lng, v.sharpe)],
    ['volume', `${usdt(lng, v.volume)} USDT`],
    ['trades', String(v.trades)],
    ['tradingDays', String(v.tradingDays)],
  ];
  return (
    <Card size="small" data-testid="profile-figures">
      <Row gutter={[16, 16]}>
        {items.map(([key, value]) => (
          <Col key={key} xs={12} md={6}>
            <Statistic title={t(`figure.${key}`)} value={value} valueStyle={{ fontSize: 18 }} data-testid={`figure-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
});

/** The trader's name, style, followers, and follow / unfollow (signed in, not yourself). */
const Header = observer(function Header({ store }: { store: ProfileStore }) {
  const { t } = useTranslation('social');
  const follow = useFeature('profile.follow');
  const s = store.summary;
  if (s.status !== 'success') return <Skeleton active title paragraph={{ rows: 1 }} />;
  const v = s.value;
  return (
    <Flex justify="space-between" align="center" wrap gap={12}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }} data-testid="profile-name">
          {v.coolName} {v.isMe && <Tag color="blue">{t('you')}</Tag>}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="profile-followers">
          {t('followers', { followers: v.followers, followings: v.followings })}
          {v.style ? ` · ${t(`style.${v.style}`, { defaultValue: v.style })}` : ''}
        </Typography.Text>
      </div>
      {!v.isMe && follow && (
        <Button
          type={v.following ? 'default' : 'primary'}
          loading={store.busy}
          onClick={() => void store.toggleFollow()}
          data-testid="profile-follow"
        >
          {v.following ? t('unfollow') : t('follow')}
        </Button>
      )}
    </Flex>
  );
});

/** /leaderboard/user-profile?uuid=…: a trader's figures and sections (signed in); without a uuid, your own with its settings. */
export default observer(function ProfilePage() {
  const { t } = useTranslation('social');
  const session = useInjection(SessionStore);
  const store = useInjection(ProfileStore);
  const leaderboard = useInjection(LeaderboardStore);
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? undefined;
  const loggedIn = session.loggedIn;
  const s = store.summary;
  useDocumentTitle(s.status === 'success' ? s.value.coolName : t('profile.title'));
  useEffect(() => {
    if (loggedIn) void store.open(uuid);
  }, [loggedIn, uuid, store]);
  const isMe = s.status === 'success' && s.value.isMe;
  const portfolio = useFeature('profile.portfolio');
  const twitter = useFeature('social.twitter');
  useEffect(() => {
    if (isMe) void leaderboard.loadFollowing();
  }, [isMe, leaderboard]);

  if (session.state.status === 'loggedOut') {
    const back = `/leaderboard/user-profile${uuid ? `?uuid=${encodeURIComponent(uuid)}` : ''}`;
    return <SignInPrompt title={t('profile.loginToSee')} action={t('login')} back={back} />;
  }
  if (s.status === 'error')
    return (
      <Result
        status="warning"
        title={t('profile.notFound')}
        extra={
          <Link to="/leaderboard">
            <Button>{t('leaderboard.title')}</Button>
          </Link>
        }
      />
    );
  return (
    <Flex vertical gap={16} data-testid="profile-page" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%' }}>
      <Link to="/leaderboard">← {t('leaderboard.title')}</Link>
      <Header store={store} />
      <Segmented<TradingPeriod>
        options={TRADING_PERIODS.map((p) => ({ value: p, label: t('period', { days: p }) }))}
        value={store.period}
        onChange={(p) => void store.choosePeriod(p)}
        data-testid="profile-period"
        style={{ alignSelf: 'start' }}
      />
      <Figures store={store} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={portfolio ? 16 : 24}>
          <PerformanceChart store={store} />
        </Col>
        {portfolio && (
          <Col xs={24} lg={8}>
            <AssetPreference store={store} />
          </Col>
        )}
        <Col xs={24} lg={portfolio ? 12 : 24}>
          <TradingActivity store={store} />
        </Col>
        {portfolio && (
          <Col xs={24} lg={12}>
            <OpenPositions store={store} />
          </Col>
        )}
      </Row>
      {isMe && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={10}>
            <Flex vertical gap={16}>
              <ProfileSettingsCard store={store} />
              {twitter && <TwitterCard />}
            </Flex>
          </Col>
          <Col xs={24} lg={14}>
            <Card size="small" title={t('tab.following')}>
              <FollowingList store={leaderboard} />
            </Card>
          </Col>
        </Row>
      )}
    </Flex>
  );
});
