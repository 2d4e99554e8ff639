import { Button, Card, Empty, Flex, Tag, Typography } from 'antd';
import Decimal from 'decimal.js';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RewardCoupon } from '../../application/rewards/ports/rewards-api.port';
import { formatExact } from '../../domain/shared/amount-format';
import { RewardCountdown } from './reward-countdown';
import type { RewardCenterStore } from './reward-center.store';

const STATUS_COLOR = { UNCLAIMED: 'processing', CLAIMED: 'gold', ACTIVE: 'success', USED: 'default', EXPIRED: 'error' } as const;

/** What the coupon gives, worded: "20 % off trading fees for 3 days", "10 USDT", "+3.65 % APY on USDT_FLEX for 7 days". */
function couponValue(t: (k: string, o?: Record<string, unknown>) => string, lng: string, c: RewardCoupon): string {
  if (c.kind === 'FEE_DISCOUNT') return t('coupons.FEE_DISCOUNT.value', { percent: formatExact(lng, c.value), days: c.durationDays });
  if (c.kind === 'TRADING_BONUS') return t('coupons.TRADING_BONUS.value', { amount: formatExact(lng, c.value), token: c.token ?? 'USDT' });
  return t('coupons.APY_BOOSTER.value', {
    percent: formatExact(lng, new Decimal(c.value).times(100).toFixed()),
    product: c.productId ?? '',
    days: c.durationDays,
  });
}

const CouponCard = observer(function CouponCard({ store, coupon: c }: { store: RewardCenterStore; coupon: RewardCoupon }) {
  const { t, i18n } = useTranslation('rewards');
  const idle = store.busy !== undefined;
  return (
    <Card size="small" style={{ flex: '1 1 280px', minWidth: 0 }} data-testid={`reward-coupon-${c.kind}`}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{t(`coupons.${c.kind}.title`)}</Typography.Text>
          <Tag color={STATUS_COLOR[c.status]} data-testid={`reward-coupon-status-${c.kind}`}>
            {t(`couponStatus.${c.status}`)}
          </Tag>
        </Flex>
        <Typography.Text>{couponValue((k, o) => String(t(k, o ?? {})), i18n.language, c)}</Typography.Text>
        {c.status === 'UNCLAIMED' && <RewardCountdown until={c.claimBy} label="claimLeft" />}
        {c.status === 'CLAIMED' && <RewardCountdown until={c.expiresAt} label="useLeft" />}
        {c.status === 'ACTIVE' && c.activeUntil !== undefined && <RewardCountdown until={c.activeUntil} label="activeLeft" />}
        <Flex gap={8} justify="flex-end">
          {c.status === 'UNCLAIMED' && (
            <Button
              type="primary"
              size="small"
              loading={store.busy === `claim:${c.id}`}
              disabled={idle}
              onClick={() => void store.claimCoupon(c.id)}
              data-testid={`reward-coupon-claim-${c.kind}`}
            >
              {t('claim')}
            </Button>
          )}
          {c.status === 'CLAIMED' && (
            <Button
              type="primary"
              size="small"
              loading={store.busy === `use:${c.id}`}
              disabled={idle}
              onClick={() => void store.useCoupon(c.id)}
              data-testid={`reward-coupon-use-${c.kind}`}
            >
              {t('use')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
});

/** The coupons: claim, then use before they expire; a fee discount or booster works for its days from its use. */
export const RewardCoupons = observer(function RewardCoupons({ store }: { store: RewardCenterStore }) {
  const { t } = useTranslation('rewards');
  if (store.coupons.status !== 'success')
    return (
      <Card loading={store.coupons.status !== 'error'}>{store.coupons.status === 'error' && <Empty description={t('failed')} />}</Card>
    );
  if (store.coupons.value.length === 0) return <Empty description={t('noCoupons')} />;
  return (
    <Flex gap={12} wrap>
      {store.coupons.value.map((c) => (
        <CouponCard key={c.id} store={store} coupon={c} />
      ))}
    </Flex>
  );
});
