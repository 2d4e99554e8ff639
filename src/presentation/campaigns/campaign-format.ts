import type { TFunction } from 'i18next';
import type { Campaign } from '../../application/campaigns/ports/competitions-api.port';
import type { CampaignMetric, CampaignStatus } from '../../domain/campaigns/competition';
import { dateFormat } from '../shared/intl-formats';
import { percent, usdt } from '../social/social-format';

export const campaignPath = (campaignId: string): string => `/campaigns/${encodeURIComponent(campaignId)}`;
export const MM_PATH = '/campaigns/market-makers';

/** The campaign's translated title and summary, the exchange's English text when the app has none. */
export function campaignText(t: TFunction, c: Pick<Campaign, 'campaignId' | 'title' | 'summary'>): { title: string; summary: string } {
  return {
    title: t(`campaign.${c.campaignId}.title`, { defaultValue: c.title }),
    summary: t(`campaign.${c.campaignId}.summary`, { defaultValue: c.summary }),
  };
}

/** A campaign figure: USDT amounts with two decimals, ROI as a percent. */
export function metricValue(lng: string, metric: CampaignMetric, value: string | undefined): string {
  if (value === undefined) return '–';
  return metric === 'ROI' ? percent(lng, value) : usdt(lng, value);
}

export const STATUS_COLOR: Record<CampaignStatus, string> = { ONGOING: 'green', UPCOMING: 'blue', ENDED: 'default' };

export const day = (lng: string, time: number): string => dateFormat(lng, { year: 'numeric', month: 'short', day: 'numeric' }).format(time);
export const dayTime = (lng: string, time: number): string =>
  dateFormat(lng, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(time);
