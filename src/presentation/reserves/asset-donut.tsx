import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetRow } from '../../domain/reserves/balance-sheet';
import { Card, Skeleton } from '../ui/surface';
import { share } from './format';

/** The largest tokens get a colour each (reserves.css `.por-tone-*`); the rest is "Other". */
const SHOWN = 5;
const RADIUS = 70;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

interface Slice {
  readonly label: string;
  readonly value: number;
  readonly tone: string;
}

function slicesOf(assets: readonly AssetRow[], other: string): Slice[] {
  const total = assets.reduce((s, a) => s + Number(a.notional), 0) || 1;
  const top = assets.slice(0, SHOWN).map((a, i) => ({ label: a.token, value: Number(a.notional) / total, tone: `por-tone-${i}` }));
  const rest = 1 - top.reduce((s, x) => s + x.value, 0);
  return rest > 0.0001 ? [...top, { label: other, value: rest, tone: 'por-tone-other' }] : top;
}

/**
 * The asset distribution as an inline SVG donut with a legend (the legend is the accessible form: token and share
 * as text). Without `assets` (loading) it draws the empty ring and legend placeholders of the same size.
 */
export function AssetDonut({ assets }: { assets?: readonly AssetRow[] }) {
  const { t, i18n } = useTranslation('reserves');
  const titleId = useId();
  const slices = assets ? slicesOf(assets, t('distribution.other')) : undefined;
  const starts = slices?.map((_, i) => slices.slice(0, i).reduce((sum, s) => sum + s.value * CIRCUMFERENCE, 0));
  return (
    <Card className="por-distribution">
      <h2 className="por-card-title" id={titleId}>
        {t('distribution.title')}
      </h2>
      <div className="por-donut">
        <svg className="por-donut__chart" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
          <circle className="por-donut__track" cx={100} cy={100} r={RADIUS} fill="none" strokeWidth={34} />
          {slices?.map((slice, i) => {
            const length = slice.value * CIRCUMFERENCE;
            return (
              <circle
                key={slice.label}
                className={`por-slice ${slice.tone}`}
                cx={100}
                cy={100}
                r={RADIUS}
                strokeWidth={34}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-(starts?.[i] ?? 0)}
                transform="rotate(-90 100 100)"
              />
            );
          })}
        </svg>
        <ul className="por-legend" aria-labelledby={titleId} data-testid="asset-distribution">
          {slices
            ? slices.map((slice) => (
                <li key={slice.label} className={slice.tone}>
                  <span className="por-swatch" aria-hidden="true" />
                  <span className="por-legend__token">{slice.label}</span>
                  <span className="por-legend__share">{share(String(slice.value), i18n.language)}</span>
                </li>
              ))
            : Array.from({ length: SHOWN + 1 }, (_, i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton width={140} height={14} />
                </li>
              ))}
        </ul>
      </div>
    </Card>
  );
}
