import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import type { ReserveTotals } from '../../domain/reserves/balance-sheet';
import { Card, Skeleton } from '../ui/surface';
import { cx } from '../ui/class-names';
import { ratioPercent, usdt } from './format';

/** The "Include WOO token" switch: absent while the page's stores load (the switch is drawn disabled). */
export interface WooToggle {
  readonly included: boolean;
  readonly onChange: (included: boolean) => void;
}

/** A ratio as a big percentage over a bar (full and green at 100% or more); a same-size placeholder while loading. */
function Meter({
  label,
  hint,
  ratio,
  loading,
  testId,
}: {
  label: string;
  hint: string;
  ratio: string | undefined;
  loading: boolean;
  testId: string;
}) {
  const labelId = useId();
  const { i18n } = useTranslation();
  const percent = ratio === undefined ? 0 : Number(ratio) * 100;
  const fill = Math.max(0, Math.min(100, percent));
  return (
    <div className="por-meter">
      <span className="por-meter__value">
        {loading ? <Skeleton width={112} height="100%" /> : <span data-testid={testId}>{ratioPercent(ratio, i18n.language)}</span>}
      </span>
      {loading ? (
        <span className="por-meter__bar" aria-hidden="true" />
      ) : (
        <span
          className="por-meter__bar"
          role="meter"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={Math.max(100, Math.ceil(percent))}
          aria-valuenow={Number(percent.toFixed(2))}
          aria-valuetext={ratioPercent(ratio, i18n.language)}
        >
          <span className={cx('por-meter__fill', percent >= 100 && 'por-meter__fill--full')} style={{ width: `${fill}%` }} />
        </span>
      )}
      <span className="por-meter__label" id={labelId}>
        {label}
      </span>
      <span className="por-meter__hint">{hint}</span>
    </div>
  );
}

const TOTALS: readonly (readonly [key: 'assets' | 'custodial' | 'liabilities', field: keyof ReserveTotals])[] = [
  ['assets', 'totalAssets'],
  ['custodial', 'custodialAssets'],
  ['liabilities', 'totalLiabilities'],
];

/** Reserve and custody ratios as meters, the USDT totals and the "Include WOO token" switch; `sheet` absent while loading. */
export function ReserveGauges({ sheet, woo }: { sheet?: BalanceSheetView; woo?: WooToggle }) {
  const { t, i18n } = useTranslation('reserves');
  const loading = sheet === undefined;
  return (
    <Card className="por-gauges">
      <div className="por-toggle">
        <label className="por-switch">
          <span>{t('includeWoo')}</span>
          <button
            type="button"
            role="switch"
            className="por-switch__control"
            data-testid="include-woo"
            aria-checked={woo?.included ?? true}
            disabled={woo === undefined}
            onClick={() => woo?.onChange(!woo.included)}
          />
        </label>
      </div>
      <div className="por-meters">
        <Meter
          label={t('gauges.reserveRatio')}
          hint={t('gauges.reserveHint')}
          ratio={sheet?.reserveRatio}
          loading={loading}
          testId="reserve-ratio"
        />
        <Meter
          label={t('gauges.custodyRatio')}
          hint={t('gauges.custodyHint')}
          ratio={sheet?.custodyRatio}
          loading={loading}
          testId="custody-ratio"
        />
      </div>
      <dl className="por-totals">
        {TOTALS.map(([key, field]) => (
          <div key={key}>
            <dt>{t(`totals.${key}`)}</dt>
            <dd>
              {sheet ? (
                <>
                  {usdt(sheet.totals[field], i18n.language)}
                  <span className="por-totals__unit">USDT</span>
                </>
              ) : (
                <Skeleton width={144} height="100%" />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
