import { Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../../application/campaigns/ports/competitions-api.port';
import { campaignStatus, countdown } from '../../domain/campaigns/competition';
import { useNow } from '../markets/use-now';
import { day } from './campaign-format';

/** "Starts in" / "Ends in" with days, hours, minutes and seconds, ticking each second; "Ended on" once past. */
export function CampaignCountdown({ campaign, size = 'small' }: { campaign: Campaign; size?: 'small' | 'large' }) {
  const { t, i18n } = useTranslation('competitions');
  const now = useNow(1000);
  const status = campaignStatus(campaign, now);
  if (status === 'ENDED')
    return (
      <Typography.Text type="secondary" data-testid="campaign-countdown">
        {t('countdown.ended', { date: day(i18n.language, campaign.endTime) })}
      </Typography.Text>
    );
  const left = countdown(status === 'UPCOMING' ? campaign.startTime : campaign.endTime, now);
  return (
    <Statistic
      title={t(status === 'UPCOMING' ? 'countdown.startsIn' : 'countdown.endsIn')}
      value={t('countdown.value', left)}
      data-testid="campaign-countdown"
      styles={{ content: { fontSize: size === 'large' ? 22 : 16, fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
