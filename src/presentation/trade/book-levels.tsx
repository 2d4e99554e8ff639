/** The order book's levels: asks, the spread row and bids, one memoised row per level (the panel's per-frame part). */
import { theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { depthRatio, type BookRow, type BookSideName } from '../../domain/trade/book-grouping';
import { ownLevelPrices } from '../../domain/trade/orders/open-orders';
import { useInjection } from '../shared/container-context';
import { useMoveColours } from '../shared/display-choice';
import { bookRowText, formatOnTick, sizeDecimals } from './book-format';
import type { OrderBookStore } from './order-book.store';
import { OwnOrdersSlot } from './own-orders-slot';
import { formatDecimalIn } from './trade-format';

/** The spread row's height in px, between the asks and the bids (the panel counts the rows per side around it). */
export const SPREAD_ROW_HEIGHT = 28;

/** Asks, the spread row and bids: the part that renders on every frame (rows whose text is unchanged do not). */
export const BookLevels = observer(function BookLevels({ store, symbol }: { store: OrderBookStore; symbol: string }) {
  const { t, i18n } = useTranslation('orderbook');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const view = store.view;
  const decimals = sizeDecimals(store.sizeUnit, store.baseTick);
  const language = i18n.language;
  const rowText = (row: BookRow) => bookRowText(row, store.sizeUnit, decimals, language, store.tick);
  const asks = [...view.asks].reverse();
  const pickAt = store.pickAt;
  // A signed-in member's open orders of this symbol: their levels carry a marker (the member's chunk fills the slot).
  const slot = useInjection(OwnOrdersSlot);
  const mine = slot.source?.orderPrices(symbol);
  const step = store.step;
  // The book renders on every frame; the own levels change only with the orders or the grouping (1,000 orders: ~2 ms).
  const ownAsks = useMemo(() => (mine && step ? ownLevelPrices(mine.SELL, 'ask', step) : NONE), [mine, step]);
  const ownBids = useMemo(() => (mine && step ? ownLevelPrices(mine.BUY, 'bid', step) : NONE), [mine, step]);
  const ownLabel = t('book.ownOrder');
  // one level's row: asks in the falling colours, bids in the rising ones
  const levelRow = (row: BookRow, index: number, side: BookSideName) => {
    const ask = side === 'ask';
    return (
      <LevelRow
        key={index}
        index={index}
        side={side}
        {...rowText(row)}
        ratio={depthRatio(row, store.sizeUnit, view.maxCumulative)}
        color={ask ? move.downText : move.upText}
        bar={ask ? move.downBg : move.upBg}
        flash={ask ? move.downBgHover : move.upBgHover}
        onPick={pickAt}
        own={(ask ? ownAsks : ownBids).has(row.price) ? ownLabel : undefined}
      />
    );
  };
  return (
    <>
      <div className="ob-side ob-side-asks" data-testid="order-book-asks">
        {asks.map((row, i) => levelRow(row, asks.length - 1 - i, 'ask'))}
      </div>
      <div
        data-testid="order-book-spread"
        aria-live="off"
        style={{
          height: SPREAD_ROW_HEIGHT,
          flex: `0 0 ${SPREAD_ROW_HEIGHT}px`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          padding: '0 8px',
          borderBlock: `1px solid ${token.colorBorderSecondary}`,
          fontSize: 12,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <span style={{ color: token.colorTextSecondary }}>{t('book.spread')}</span>
        <span>
          {view.spread
            ? `${formatOnTick(language, view.spread.value, store.tick)} (${formatDecimalIn(language, view.spread.percent, 3)}%)`
            : '–'}
        </span>
      </div>
      <div className="ob-side" data-testid="order-book-bids">
        {view.bids.map((row, i) => levelRow(row, i, 'bid'))}
      </div>
    </>
  );
});

interface LevelRowProps {
  readonly side: BookSideName;
  /** Position from the spread row (0 = the best level). */
  readonly index: number;
  /** The price as a plain decimal; `price`, `size` and `total` are the formatted cells. */
  readonly value: string;
  readonly price: string;
  readonly size: string;
  readonly total: string;
  /** Depth bar width, 0–1. */
  readonly ratio: number;
  readonly color: string;
  readonly bar: string;
  readonly flash: string;
  readonly onPick: (side: BookSideName, index: number) => void;
  /** Set (to the marker's label) when one of the user's open orders rests in this level. */
  readonly own?: string;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * One level, by position; props are plain strings and numbers, so a row whose text did not change is not
 * re-rendered. A new size at the same price flashes the row (a CSS animation restarted on the DOM node).
 */
const LevelRow = memo(function LevelRow({ side, index, value, price, size, total, ratio, color, bar, flash, onPick, own }: LevelRowProps) {
  const element = useRef<HTMLButtonElement>(null);
  const previous = useRef<{ price: string; size: string } | undefined>(undefined);
  const parity = useRef(false);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { price, size };
    const el = element.current;
    if (!el || !before || before.price !== price || before.size === size) return;
    parity.current = !parity.current;
    el.classList.remove(parity.current ? 'ob-flash-b' : 'ob-flash-a');
    el.classList.add(parity.current ? 'ob-flash-a' : 'ob-flash-b');
  }, [price, size]);
  return (
    <button
      ref={element}
      type="button"
      className="ob-row"
      data-side={side}
      data-price={value}
      data-own={own ? 'true' : undefined}
      onClick={() => onPick(side, index)}
      style={{ '--ob-flash': flash } as CSSProperties}
    >
      <i className="ob-bar" aria-hidden style={{ background: bar, transform: `scaleX(${ratio})` }} />
      {own ? <i className="ob-own" role="img" aria-label={own} title={own} style={{ background: color }} /> : null}
      <span style={{ color }}>{price}</span>
      <span>{size}</span>
      <span>{total}</span>
    </button>
  );
});
