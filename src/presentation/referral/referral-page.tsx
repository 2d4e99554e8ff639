import { Card, Flex, Result, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { QrCodeImage } from '../site/qr-code-image';
import { ReferralCampaignCard } from './referral-campaign-card';
import { ReferralCodes } from './referral-codes';
import { splitLabel } from './referral-code-form';
import { amountsText, CommissionTable, RefereeTable } from './referral-history';
import { ReferralStore } from './referral.store';

/** The link of the shown code, its QR code and copy. */
const ReferralLinkCard = observer(function ReferralLinkCard({ store }: { store: ReferralStore }) {
  const { t } = useTranslation('campaigns');
  const shown = store.shown;
  const link = store.link;
  if (!shown || !link) return null;
  return (
    <Card size="small" title={t('referral.linkTitle')} data-testid="referral-link-card">
      <Flex gap={16} wrap align="center">
        <QrCodeImage value={link} size={140} alt={t('referral.qrAlt', { code: shown.code })} />
        <Flex vertical gap={6} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Typography.Text type="secondary">{t('referral.code')}</Typography.Text>
          <Typography.Text
            strong
            style={{ fontSize: 20 }}
            copyable={{ text: shown.code, tooltips: [t('referral.copy'), t('referral.copied')] }}
            data-testid="referral-shown-code"
          >
            {shown.code}
          </Typography.Text>
          <Typography.Text type="secondary">{t('referral.link')}</Typography.Text>
          <Typography.Text
            copyable={{ text: link, tooltips: [t('referral.copy'), t('referral.copied')] }}
            style={{ wordBreak: 'break-all' }}
            data-testid="referral-link"
          >
            {link}
          </Typography.Text>
          <Typography.Text type="secondary">{splitLabel(t, shown.split)}</Typography.Text>
        </Flex>
      </Flex>
    </Card>
  );
});

/** Referees, traded, volume, earned over 30 days and all time. */
const ReferralTotalsRow = observer(function ReferralTotalsRow({ store }: { store: ReferralStore }) {
  const { t } = useTranslation('campaigns');
  const totals = store.totals;
  const items = [
    { key: 'referees', title: t('referral.totalReferees'), value: totals ? String(totals.referees) : '—' },
    { key: 'traded', title: t('referral.totalTraded'), value: totals ? String(totals.tradedReferees) : '—' },
    { key: 'volume', title: t('referral.totalVolume'), value: totals ? `${totals.volume} USDT` : '—' },
    { key: 'earned30d', title: t('referral.earned30d'), value: totals ? amountsText(totals.earned30d) : '—' },
    { key: 'earnedTotal', title: t('referral.earnedTotal'), value: totals ? amountsText(totals.earnedTotal) : '—' },
  ];
  return (
    <Flex gap={12} wrap data-testid="referral-totals">
      {items.map((i) => (
        <Card key={i.key} size="small" style={{ flex: i.key.startsWith('earned') ? '2 1 260px' : '1 1 150px', minWidth: 0 }}>
          <Statistic
            title={i.title}
            value={i.value}
            styles={{ content: { fontSize: 18, overflowWrap: 'anywhere' } }}
            data-testid={`referral-total-${i.key}`}
          />
        </Card>
      ))}
    </Flex>
  );
});

/** /account/referral: codes, link and QR code, totals, referees and commission history. */
export default observer(function ReferralPage() {
  const { t } = useTranslation('campaigns');
  const store = useInjection(ReferralStore);
  useDocumentTitle(t('referral.title'));
  useEffect(() => {
    void store.start();
  }, [store]);

  if (store.codes.status === 'error') return <Result status="warning" title={t('referral.failed')} />;
  return (
    <Flex vertical gap={16} data-testid="referral-page" style={{ width: '100%', minWidth: 0 }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('referral.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('referral.subtitle')}</Typography.Text>
      </div>
      <ReferralTotalsRow store={store} />
      <ReferralLinkCard store={store} />
      <ReferralCampaignCard defaultCode={store.defaultCode?.code} />
      <ReferralCodes store={store} />
      <RefereeTable store={store} />
      <CommissionTable store={store} />
    </Flex>
  );
});
