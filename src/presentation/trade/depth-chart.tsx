import { theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { depthCurve } from '../../domain/trade/depth-curve';
import type { OrderBookStore } from './order-book.store';
import { formatDecimalIn } from './trade-format';
import { useMoveColours } from '../shared/display-choice';

const LEVELS = 100;
const W = 1000;
const H = 400;

/** The depth chart of the page's order book: cumulative bids (left) and asks (right) as areas, drawn in SVG. */
export const DepthChart = observer(function DepthChart({
  book,
  decimals,
  height,
}: {
  book: OrderBookStore;
  decimals: number;
  height: number | string;
}) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const frame = book.frame;
  if (!frame || frame.status !== 'live' || (frame.bids.length === 0 && frame.asks.length === 0)) {
    return (
      <div data-testid="depth-chart" style={{ height, display: 'grid', placeItems: 'center' }}>
        <Typography.Text type="secondary">{t('chart.loading')}</Typography.Text>
      </div>
    );
  }
  const bids = depthCurve(frame.bids, LEVELS);
  const asks = depthCurve(frame.asks, LEVELS);
  // Geometry only (floats): the labels show the exact strings.
  const lo = Number(bids[bids.length - 1]?.price ?? asks[0].price);
  const hi = Number(asks[asks.length - 1]?.price ?? bids[0].price);
  const maxTotal = Math.max(Number(bids[bids.length - 1]?.total ?? 0), Number(asks[asks.length - 1]?.total ?? 0)) || 1;
  const x = (p: string) => (hi === lo ? W / 2 : ((Number(p) - lo) / (hi - lo)) * W);
  const y = (v: string) => H - (Number(v) / maxTotal) * (H - 10);
  const path = (points: typeof bids) => {
    if (points.length === 0) return '';
    let d = `M ${x(points[0].price)} ${H}`;
    let prevY = H;
    for (const p of points) {
      d += ` L ${x(p.price)} ${prevY} L ${x(p.price)} ${y(p.total)}`;
      prevY = y(p.total);
    }
    return `${d} L ${x(points[points.length - 1].price)} ${H} Z`;
  };
  const f = (v: string | undefined) => formatDecimalIn(i18n.language, v, decimals);
  return (
    <div data-testid="depth-chart" style={{ height, display: 'flex', flexDirection: 'column', padding: 8 }}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        style={{ flex: 1, width: '100%', minHeight: 0 }}
        role="img"
        aria-label={t('chart.depthLabel')}
      >
        <path d={path(bids)} fill={move.upBg} stroke={move.up} strokeWidth={2} vectorEffect="non-scaling-stroke" />
        <path d={path(asks)} fill={move.downBg} stroke={move.down} strokeWidth={2} vectorEffect="non-scaling-stroke" />
      </svg>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: token.fontSizeSM,
          color: token.colorTextSecondary,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <span>{f(bids[bids.length - 1]?.price)}</span>
        <span>
          {t('chart.bestBidAsk')} {f(bids[0]?.price)} / {f(asks[0]?.price)}
        </span>
        <span>{f(asks[asks.length - 1]?.price)}</span>
      </div>
    </div>
  );
});
