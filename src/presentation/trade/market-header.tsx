import { DownOutlined } from '@ant-design/icons';
import { Button, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
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
      <span data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{children}</span>
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

/**
 * The market at a glance: logo and symbol (a button that opens the selector), last price coloured by direction,
 * 24 h change, high, low and volume; for perpetuals mark, index, funding rate with its countdown and open interest.
 */
export const MarketHeader = observer(function MarketHeader({ symbol, perp, onOpenSelector, compact }: MarketHeaderProps) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const parsed = parseMarketSymbol(symbol);
  const row = tickers.tickers.get(symbol);
  const decimals = tickDecimals(reference.instrument(symbol)?.quoteTick);
  const language = i18n.language;
  const direction = useDirection(row?.close);
  const change = row?.open !== undefined && row.close !== undefined ? changePercent(row.open, row.close) : undefined;
  const f = (v: string | undefined) => formatDecimalIn(language, v, decimals);
  const figures = perp.figures;
  useEffect(() => {
    perp.start(symbol);
  }, [perp, symbol]);
  useEffect(() => () => perp.dispose(), [perp]);
  const priceColor = direction === 'up' ? move.upText : direction === 'down' ? move.downText : token.colorText;
  return (
    <div data-testid="market-header" style={{ display: 'flex', alignItems: 'center', flexWrap: compact ? 'wrap' : 'nowrap', columnGap: compact ? 16 : 24, rowGap: 4, padding: '8px 12px', background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, overflowX: 'auto' }}>
      <Button type="text" onClick={onOpenSelector} data-testid="symbol-button" aria-haspopup="dialog" title={t('header.switchHint')} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, height: 'auto', padding: '4px 8px' }}>
          <AssetLogo base={parsed?.base ?? symbol} size={24} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeLG }} data-testid="header-symbol">{marketSymbolLabel(symbol)}</Typography.Title>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      <span data-testid="header-last" data-direction={direction} style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, color: priceColor, fontVariantNumeric: 'tabular-nums' }}>{f(row?.close)}</span>
      <Figure label={t('header.change')} testId="header-change">
        <span style={{ color: change === undefined ? undefined : change.startsWith('-') ? move.downText : move.upText }}>{formatPercentIn(language, change)}</span>
      </Figure>
      {!compact && <Figure label={t('header.high')} testId="header-high">{f(row?.high)}</Figure>}
      {!compact && <Figure label={t('header.low')} testId="header-low">{f(row?.low)}</Figure>}
      <Figure label={t('header.volume', { unit: parsed?.quote ?? '' })} testId="header-volume">{formatCompact(language, row?.amount)}</Figure>
      {parsed?.type === 'PERP' && (
        <>
          <Figure label={t('header.mark')} testId="header-mark">{f(figures.markPrice)}</Figure>
          {!compact && <Figure label={t('header.index')} testId="header-index">{f(figures.indexPrice)}</Figure>}
          <FundingFigure rate={figures.fundingRate} next={figures.nextFundingTs} />
          {!compact && <Figure label={t('header.openInterest', { unit: parsed.base })} testId="header-oi">{formatCompact(language, figures.openInterest)}</Figure>}
        </>
      )}
    </div>
  );
});
