import { theme, Typography } from 'antd';
import { ColorType, createChart, HistogramSeries, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf, type DailyPnlRow } from '../../domain/social/profile';
import { formatDecimalIn } from '../trade/trade-format';
import { intlLocale } from '../../domain/shared/locale';

export type ProfileChartMode = 'cumulativePnl' | 'cumulativeRoi' | 'dailyPnl';

/** A trader's cumulative PnL or ROI (lines) or daily PnL (bars) per day (Lightweight Charts, Apache-2.0, attribution shown). */
export function ProfileChart({ rows, mode }: { rows: readonly DailyPnlRow[]; mode: ProfileChartMode }) {
  const { t, i18n } = useTranslation('social');
  const language = i18n.language;
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!host.current) return;
    const chart = createChart(host.current, {
      autoSize: true,
      localization: { locale: intlLocale(language) },
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: token.colorTextSecondary, attributionLogo: true },
      grid: { vertLines: { color: token.colorBorderSecondary }, horzLines: { color: token.colorBorderSecondary } },
    });
    // Chart geometry only: the figures are exact decimal strings, their floats are for drawing.
    const time = (r: DailyPnlRow) => Math.floor(r.time / 1000) as UTCTimestamp;
    if (mode === 'dailyPnl') {
      const series = chart.addSeries(HistogramSeries, {});
      series.setData(
        rows.map((r) => ({ time: time(r), value: Number(r.pnl), color: r.pnl.startsWith('-') ? token.colorError : token.colorSuccess })),
      );
    } else {
      const roi = mode === 'cumulativeRoi';
      // the axis in the language's separators: "12.50%" in English, "12,50%" in Russian
      const formatter = (v: number) => `${formatDecimalIn(language, v.toFixed(2), 2)}${roi ? '%' : ''}`;
      const series = chart.addSeries(LineSeries, {
        color: token.colorPrimary,
        lineWidth: 2,
        priceFormat: { type: 'custom' as const, formatter, minMove: 0.01 },
      });
      series.setData(rows.map((r) => ({ time: time(r), value: Number(roi ? percentOf(r.cumulativeRoi) : r.cumulativePnl) })));
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [rows, mode, token, language]);
  return (
    <div>
      <div ref={host} style={{ height: 260 }} data-testid="profile-chart" role="img" aria-label={t(`chart.${mode}`)} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('chart.attribution')}{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noopener noreferrer">
          TradingView Lightweight Charts™
        </a>
      </Typography.Text>
    </div>
  );
}
