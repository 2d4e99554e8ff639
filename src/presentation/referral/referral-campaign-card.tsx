import { Card, Flex, Progress, Tag, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatExact } from '../../domain/shared/amount-format';
import { useInjection } from '../shared/container-context';
import { ReferralCampaignStore } from './referral-campaign.store';
import { intlLocale } from '../../domain/shared/locale';

/** The referral campaign (terms, goal, the member's progress) and the texts and image to share, in the visitor's language. */
export const ReferralCampaignCard = observer(function ReferralCampaignCard({ defaultCode }: { defaultCode: string | undefined }) {
  const { t, i18n } = useTranslation('rewards');
  const store = useInjection(ReferralCampaignStore);
  useEffect(() => {
    void store.load();
  }, [store, i18n.language, defaultCode]);
  const c = store.campaign;
  if (!c) return null;
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(c.endTime);
  const percent = Math.min(100, Math.floor((c.tradedReferees / Math.max(1, c.target)) * 100));
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} wrap align="center">
          {t('referralCampaign.title')}
          {c.completed && <Tag color="success">{t('referralCampaign.completed')}</Tag>}
        </Flex>
      }
      data-testid="referral-campaign"
    >
      <Flex gap={16} wrap>
        <Flex vertical gap={6} style={{ flex: '1 1 280px', minWidth: 0 }}>
          <Typography.Text strong data-testid="referral-campaign-title">
            {c.title}
          </Typography.Text>
          <Typography.Text>
            {t('referralCampaign.terms', {
              rate: formatExact(i18n.language, new Decimal(c.commissionRate).times(100).toFixed()),
              days: c.durationDays,
            })}
          </Typography.Text>
          <Typography.Text>{t('referralCampaign.goal', { target: c.target })}</Typography.Text>
          <Progress percent={percent} size="small" />
          <Typography.Text type="secondary" data-testid="referral-campaign-progress">
            {t('referralCampaign.progress', { traded: c.tradedReferees, target: c.target, referees: c.referees })}
          </Typography.Text>
          <Typography.Text type="secondary">{t('referralCampaign.until', { date })}</Typography.Text>
        </Flex>
        {store.sharing && (
          <Flex vertical gap={6} style={{ flex: '1 1 280px', minWidth: 0 }} data-testid="referral-sharing">
            <Typography.Text strong>{t('referralCampaign.shareTitle')}</Typography.Text>
            {store.sharing.imageUrl && (
              <img
                src={store.sharing.imageUrl}
                alt={t('referralCampaign.shareImageAlt')}
                width={240}
                height={80}
                style={{ maxWidth: '100%', height: 'auto', borderRadius: 8 }}
              />
            )}
            {store.shareTexts.map((text) => (
              <Typography.Paragraph
                key={text}
                copyable={{ text, tooltips: [t('referralCampaign.copy'), t('referralCampaign.copied')] }}
                style={{ marginBottom: 0, wordBreak: 'break-word' }}
              >
                {text}
              </Typography.Paragraph>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
});
