import { theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import type { PublicTrade } from '../../domain/trade/recent-trades';
import { useInjection } from '../shared/container-context';
import { formatOnTick, tradeTime } from './book-format';
import { RecentTradesStore } from './recent-trades.store';
import './order-book.css';
import { useMoveColours } from '../shared/display-choice';

export interface RecentTradesPanelProps {
  /** The symbol to show; changing it resubscribes. */
  readonly symbol: string;
  readonly style?: CSSProperties;
}

/** The recent trades tape: the newest 250, newest first, price coloured by the taker's side, time, size. */
export const RecentTradesPanel = observer(function RecentTradesPanel({ symbol, style }: RecentTradesPanelProps) {
  const store = useInjection(RecentTradesStore);
  const { t } = useTranslation('orderbook');
  const { token } = theme.useToken();
  useEffect(() => {
    store.start(symbol);
  }, [store, symbol]);
  useEffect(() => () => store.dispose(), [store]);
  const parsed = parseMarketSymbol(symbol);
  // Only the tape (below) renders on every print.
  return (
    <section
      aria-label={t('trades.title')}
      data-testid="recent-trades"
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        background: token.colorBgContainer,
        color: token.colorText,
        ...style,
      }}
    >
      <header style={{ padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Typography.Text strong>{t('trades.title')}</Typography.Text>
      </header>
      <div className="tape-row" style={{ color: token.colorTextSecondary }}>
        <span>{t('trades.price', { unit: parsed?.quote ?? '' })}</span>
        <span>{t('trades.size', { unit: parsed?.base ?? '' })}</span>
        <span>{t('trades.time')}</span>
      </div>
      <TradeTape store={store} />
    </section>
  );
});

/** The prints, newest first (rows whose print is unchanged do not render again). */
const TradeTape = observer(function TradeTape({ store }: { store: RecentTradesStore }) {
  const { t, i18n } = useTranslation('orderbook');
  const move = useMoveColours();
  const keys = tradeKeys(store.trades);
  return (
    <div style={{ flex: 1, minHeight: 0, overflowY: 'auto' }} data-testid="recent-trades-rows">
      {store.loaded && store.trades.length === 0 ? (
        <Typography.Text type="secondary" style={{ display: 'block', padding: 8, fontSize: 12 }}>
          {t('trades.empty')}
        </Typography.Text>
      ) : null}
      {store.trades.map((trade, i) => (
        <TradeRow
          key={keys[i]}
          trade={trade}
          color={trade.side === 'BUY' ? move.upText : move.downText}
          language={i18n.language}
          tick={store.tick}
          baseTick={store.baseTick}
        />
      ))}
    </div>
  );
});

interface TradeRowProps {
  readonly trade: PublicTrade;
  readonly color: string;
  readonly language: string;
  readonly tick: string | undefined;
  readonly baseTick: string | undefined;
}

/** One print: price and size in the language's number format with the decimals of the symbol's ticks. */
const TradeRow = memo(function TradeRow({ trade, color, language, tick, baseTick }: TradeRowProps) {
  return (
    <div className="tape-row" data-side={trade.side}>
      <span style={{ color }}>{formatOnTick(language, trade.price, tick)}</span>
      <span>{formatOnTick(language, trade.size, baseTick)}</span>
      <span>{tradeTime(trade.ts)}</span>
    </div>
  );
});

/** Stable keys for identical prints in the same millisecond: the content plus its occurrence. */
function tradeKeys(trades: readonly PublicTrade[]): string[] {
  const seen = new Map<string, number>();
  return trades.map((t) => {
    const base = `${t.ts}|${t.price}|${t.size}|${t.side}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return `${base}|${n}`;
  });
}
