import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown } from '../../domain/rewards/rewards';

/** "2d 03:04:05 left", ticking every second until `until`, then the `over` text. */
export function RewardCountdown({
  until,
  label,
  testId,
}: {
  until: number;
  label: 'claimLeft' | 'useLeft' | 'activeLeft';
  testId?: string;
}) {
  const { t } = useTranslation('rewards');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const c = countdown(until, now);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
  return (
    <Typography.Text type={c.over ? 'danger' : 'secondary'} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {c.over ? t('countdown.over') : t(`countdown.${label}`, { days: c.days, time })}
    </Typography.Text>
  );
}
