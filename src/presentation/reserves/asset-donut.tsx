import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../domain/reserves/balance-sheet';
import { share } from './format';

const SHOWN = 6;

/** The asset distribution as a hand-drawn SVG donut (largest tokens, the rest as "Other"), with a legend. */
export function AssetDonut({ assets }: { assets: readonly AssetRow[] }) {
  const { t } = useTranslation('reserves');
  const { token } = theme.useToken();
  const palette = [token.colorPrimary, token.colorSuccess, token.colorWarning, token.colorInfo, '#9254de', '#f759ab', token.colorTextQuaternary];
  const total = assets.reduce((s, a) => s + Number(a.notional), 0) || 1;
  const top = assets.slice(0, SHOWN).map((a) => ({ label: a.token, value: Number(a.notional) / total }));
  const rest = 1 - top.reduce((s, x) => s + x.value, 0);
  const slices = rest > 0.0001 ? [...top, { label: t('distribution.other'), value: rest }] : top;
  const r = 70;
  const circumference = 2 * Math.PI * r;
  const starts = slices.map((_, i) => slices.slice(0, i).reduce((sum, s) => sum + s.value * circumference, 0));
  return (
    <Card title={t('distribution.title')} style={{ height: '100%' }}>
      <Flex wrap gap={24} align="center" justify="center">
        <svg viewBox="0 0 200 200" width={200} height={200} role="img" aria-label={t('distribution.title')}>
          {slices.map((slice, i) => {
            const length = slice.value * circumference;
            return (
              <circle key={slice.label} cx={100} cy={100} r={r} fill="none" stroke={palette[i % palette.length]} strokeWidth={34}
                strokeDasharray={`${length} ${circumference - length}`} strokeDashoffset={-starts[i]} transform="rotate(-90 100 100)" />
            );
          })}
        </svg>
        <Flex vertical gap={6}>
          {slices.map((slice, i) => (
            <Flex key={slice.label} gap={8} align="center">
              <span style={{ width: 12, height: 12, borderRadius: 2, background: palette[i % palette.length], display: 'inline-block' }} />
              <Typography.Text style={{ minWidth: 56 }}>{slice.label}</Typography.Text>
              <Typography.Text type="secondary">{share(String(slice.value))}</Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
