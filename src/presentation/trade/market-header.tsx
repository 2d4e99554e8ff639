import { DownOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown, ratePercent } from '../../domain/market/funding';
import { marketSymbolLabel, parseMarketSymbol } from '../../domain/market/market-symbol';
import { changePercent } from '../../domain/market/price';
import { priceDirection, type PriceDirection } from '../../domain/trade/price-direction';
import { AssetLogo } from '../market/asset-logo';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { useNow } from '../markets/use-now';
import { useInjection } from '../shared/container-context';
import type { PerpFiguresStore } from './perp-figures.store';
import { DASH, formatCompact, formatDecimalIn, formatPercentIn, tickDecimals } from './trade-format';
import { useMoveColours } from '../shared/display-choice';

/** The last price's direction, remembered across renders (equal prices keep the colour). */
export function useDirection(last: string | undefined): PriceDirection {
  const [state, setState] = useState<{ last: string | undefined; dir: PriceDirection }>({ last: undefined, dir: 'flat' });
  if (last !== undefined && last !== state.last) {
    // React's "state from the previous render" pattern: set during render, no effect needed.
    const next = { last, dir: priceDirection(state.last, last, state.dir) };
    setState(next);
    return next.dir;
  }
  return state.dir;
}

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}>
      <span style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>{label}</span>
      <span data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {children}
      </span>
    </div>
  );
}

/** Funding rate and the time left to the next funding (re-rendered each second by itself only). */
function FundingFigure({ rate, next }: { rate: string | undefined; next: number | undefined }) {
  const { t, i18n } = useTranslation('trade');
  const now = useNow(1000);
  const percent = rate === undefined ? undefined : ratePercent(rate, 4);
  return (
    <Figure label={t('header.funding')} testId="header-funding">
      {percent === undefined ? DASH : `${formatDecimalIn(i18n.language, percent, 4)}%`} / {next === undefined ? DASH : countdown(next, now)}
    </Figure>
  );
}

export interface MarketHeaderProps {
  readonly symbol: string;
  readonly perp: PerpFiguresStore;
  /** The symbol button (opens the selector). */
  readonly onOpenSelector: () => void;
  readonly compact?: boolean;
}

/** Logo and symbol, a button that opens the selector: rendered once per symbol, never by a price. */
const SymbolButton = memo(function SymbolButton({ symbol, onOpenSelector }: { symbol: string; onOpenSelector: () => void }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const parsed = parseMarketSymbol(symbol);
  return (
    <Button
      type="text"
      onClick={onOpenSelector}
      data-testid="symbol-button"
      aria-haspopup="dialog"
      title={t('header.switchHint')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 'auto', padding: '4px 8px' }}
    >
      <AssetLogo base={parsed?.base ?? symbol} size={24} />
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeLG }} data-testid="header-symbol">
        {marketSymbolLabel(symbol)}
      </Typography.Title>
      <DownOutlined style={{ fontSize: 10 }} />
    </Button>
  );
});

interface LiveProps {
  readonly symbol: string;
  readonly decimals: number;
  readonly compact?: boolean;
}

/** The last price coloured by its direction: the one part that renders on every ticker of the symbol. */
const LastPrice = observer(function LastPrice({ symbol, decimals }: LiveProps) {
  const { i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const close = useInjection(TickerStateStore).tickers.get(symbol)?.close;
  const direction = useDirection(close);
  const color = direction === 'up' ? move.upText : direction === 'down' ? move.downText : token.colorText;
  return (
    <span
      data-testid="header-last"
      data-direction={direction}
      style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, color, fontVariantNumeric: 'tabular-nums' }}
    >
      {formatDecimalIn(i18n.language, close, decimals)}
    </span>
  );
});

/** 24 h change, high, low and volume of the symbol's ticker. */
const TickerFigures = observer(function TickerFigures({ symbol, decimals, compact }: LiveProps) {
  const { t, i18n } = useTranslation('trade');
  const move = useMoveColours();
  const row = useInjection(TickerStateStore).tickers.get(symbol);
  const language = i18n.language;
  const change = row?.open !== undefined && row.close !== undefined ? changePercent(row.open, row.close) : undefined;
  const f = (v: string | undefined) => formatDecimalIn(language, v, decimals);
  return (
    <>
      <Figure label={t('header.change')} testId="header-change">
        <span style={{ color: change === undefined ? undefined : change.startsWith('-') ? move.downText : move.upText }}>
          {formatPercentIn(language, change)}
        </span>
      </Figure>
      {!compact && (
        <Figure label={t('header.high')} testId="header-high">
          {f(row?.high)}
        </Figure>
      )}
      {!compact && (
        <Figure label={t('header.low')} testId="header-low">
          {f(row?.low)}
        </Figure>
      )}
      <Figure label={t('header.volume', { unit: parseMarketSymbol(symbol)?.quote ?? '' })} testId="header-volume">
        {formatCompact(language, row?.amount)}
      </Figure>
    </>
  );
});

/** A perpetual's mark, index, funding and open interest (the mark moves more often than the ticker). */
const PerpFigures = observer(function PerpFigures({
  perp,
  decimals,
  compact,
  base,
}: {
  perp: PerpFiguresStore;
  decimals: number;
  compact?: boolean;
  base: string;
}) {
  const { t, i18n } = useTranslation('trade');
  const figures = perp.figures;
  const f = (v: string | undefined) => formatDecimalIn(i18n.language, v, decimals);
  return (
    <>
      <Figure label={t('header.mark')} testId="header-mark">
        {f(figures.markPrice)}
      </Figure>
      {!compact && (
        <Figure label={t('header.index')} testId="header-index">
          {f(figures.indexPrice)}
        </Figure>
      )}
      <FundingFigure rate={figures.fundingRate} next={figures.nextFundingTs} />
      {!compact && (
        <Figure label={t('header.openInterest', { unit: base })} testId="header-oi">
          {formatCompact(i18n.language, figures.openInterest)}
        </Figure>
      )}
    </>
  );
});

/**
 * The market at a glance: logo and symbol (a button that opens the selector), last price coloured by direction,
 * 24 h change, high, low and volume; for perpetuals mark, index, funding rate with its countdown and open interest.
 * Each live value has its own small observer (ADR 0027): a ticker or a mark price renders its figures only,
 * not the button, the logo and the frame.
 */
export const MarketHeader = observer(function MarketHeader({ symbol, perp, onOpenSelector, compact }: MarketHeaderProps) {
  const { token } = theme.useToken();
  const reference = useInjection(MarketReferenceStore);
  const parsed = parseMarketSymbol(symbol);
  const decimals = tickDecimals(reference.instrument(symbol)?.quoteTick);
  useEffect(() => {
    perp.start(symbol);
  }, [perp, symbol]);
  useEffect(() => () => perp.dispose(), [perp]);
  return (
    <div
      data-testid="market-header"
      style={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: compact ? 'wrap' : 'nowrap',
        columnGap: compact ? 16 : 24,
        rowGap: 4,
        padding: '8px 12px',
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        overflowX: 'auto',
      }}
    >
      <SymbolButton symbol={symbol} onOpenSelector={onOpenSelector} />
      <LastPrice symbol={symbol} decimals={decimals} />
      <TickerFigures symbol={symbol} decimals={decimals} compact={compact} />
      {parsed?.type === 'PERP' && <PerpFigures perp={perp} decimals={decimals} compact={compact} base={parsed.base} />}
    </div>
  );
});
