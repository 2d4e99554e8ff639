import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The points of a sparkline: each value a step to the right, scaled between the series' lowest and highest (a flat
 * series is drawn at mid-height), as an SVG polyline's `points`. Fewer than two values: no line.
 */
export function sparklinePoints(values: readonly string[], width: number, height: number): string {
  if (values.length < 2) return '';
  const numbers = values.map(Number);
  const low = Math.min(...numbers);
  const span = Math.max(...numbers) - low;
  const step = width / (numbers.length - 1);
  const y = (v: number) => (span === 0 ? height / 2 : height - ((v - low) / span) * height);
  return numbers.map((v, i) => `${+(i * step).toFixed(2)},${+y(v).toFixed(2)}`).join(' ');
}

const WIDTH = 120;
const HEIGHT = 32;

/** A lead trader's cumulative ROI over the period as a small line, green when it ends up, red when down. */
export function RoiSparkline({ values }: { values: readonly string[] | undefined }) {
  const { t } = useTranslation('copy');
  const { token } = theme.useToken();
  const points = sparklinePoints(values ?? [], WIDTH, HEIGHT);
  if (!points) return null;
  const up = Number(values![values!.length - 1]) >= 0;
  return (
    <svg
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('card.roiChart')}
      data-testid="lead-sparkline"
    >
      <polyline points={points} fill="none" stroke={up ? token.colorSuccess : token.colorError} strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
