import { Avatar, Button, Card, Col, Flex, Row, Tag, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CandidateStatus } from '../../domain/listing/listing-campaign';
import type { ListingStore } from './listing.store';

const STATUS_COLOR: Record<CandidateStatus, string> = {
  NOMINATED: 'default',
  IN_BATTLE: 'processing',
  FINALIST: 'gold',
  OUT: 'default',
  WINNER: 'success',
  NOT_LISTED: 'default',
};

/** The candidates: token, battle, status, this round's votes and the user's own, Vote and Predict. */
export const CandidateGrid = observer(function CandidateGrid({ store, onSignIn }: { store: ListingStore; onSignIn: () => void }) {
  const { t } = useTranslation('listing');
  const { token } = theme.useToken();
  return (
    <Row gutter={[12, 12]} data-testid="listing-candidates">
      {store.candidates.map((c) => (
        <Col key={c.token} xs={24} sm={12} lg={8}>
          <Card size="small" data-testid={`listing-candidate-${c.token}`} style={{ height: '100%' }}>
            <Flex vertical gap={8}>
              <Flex align="center" gap={12}>
                <Avatar style={{ background: token.colorPrimaryBg, color: token.colorPrimary, fontWeight: 600 }}>
                  {c.token.slice(0, 2)}
                </Avatar>
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text strong>{c.token}</Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block' }} ellipsis>
                    {c.name}
                  </Typography.Text>
                </div>
                <Tag color={STATUS_COLOR[c.status]}>{t(`status.${c.status}`)}</Tag>
              </Flex>
              <Flex justify="space-between" wrap gap={8}>
                <Typography.Text type="secondary">{t('battle', { n: c.battle })}</Typography.Text>
                <Typography.Text data-testid={`listing-votes-${c.token}`}>{t('votes', { count: c.roundVotes })}</Typography.Text>
              </Flex>
              {store.signedIn && (
                <Typography.Text type="secondary" data-testid={`listing-my-votes-${c.token}`}>
                  {t('myVotes', { count: c.myVotes })}
                </Typography.Text>
              )}
              <Flex gap={8} wrap>
                {store.signedIn ? (
                  <>
                    <Button
                      type="primary"
                      size="small"
                      disabled={!store.canVote || !c.votable}
                      onClick={() => store.openVote(c.token)}
                      data-testid={`listing-vote-${c.token}`}
                    >
                      {t('vote')}
                    </Button>
                    <Button
                      size="small"
                      disabled={!store.canPredict}
                      onClick={() => store.openPredict(c.token)}
                      data-testid={`listing-predict-${c.token}`}
                    >
                      {t('predict')}
                    </Button>
                  </>
                ) : (
                  <Button size="small" onClick={onSignIn}>
                    {t('signInToVote')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
});
