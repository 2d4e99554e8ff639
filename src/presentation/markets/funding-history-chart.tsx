import { theme, Typography } from 'antd';
import { ColorType, createChart, HistogramSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ratePercent, type FundingRateHistoryRow } from '../../domain/market/funding';
import { formatDecimalIn } from '../trade/trade-format';
import { intlLocale } from '../../domain/shared/locale';

/** The settled funding of one perpetual as bars in percent (Lightweight Charts, Apache-2.0, attribution shown). */
export function FundingHistoryChart({ rows }: { rows: readonly FundingRateHistoryRow[] }) {
  const { t, i18n } = useTranslation('markets');
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
      timeScale: { timeVisible: true },
    });
    const series = chart.addSeries(HistogramSeries, {
      priceFormat: { type: 'custom', formatter: (v: number) => `${formatDecimalIn(language, v.toFixed(4), 4)}%`, minMove: 0.0001 },
    });
    series.setData(
      rows.map((r) => {
        // Chart geometry only: the percent string is exact, its float is for drawing.
        const value = Number(ratePercent(r.fundingRate, 6) ?? 0);
        return {
          time: Math.floor(r.fundingRateTimestamp / 1000) as UTCTimestamp,
          value,
          color: value >= 0 ? token.colorSuccess : token.colorError,
        };
      }),
    );
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [rows, token, language]);
  return (
    <div>
      <div ref={host} style={{ height: 280 }} data-testid="funding-chart" role="img" aria-label={t('funding.chartLabel')} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('funding.attribution')}{' '}
        <a href="https://www.tradingview.com/lightweight-charts/" target="_blank" rel="noopener noreferrer">
          TradingView Lightweight Charts™
        </a>
      </Typography.Text>
    </div>
  );
}
