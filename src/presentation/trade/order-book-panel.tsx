import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Tag, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import { depthRatio, type BookRow, type BookSideName, type SizeUnit } from '../../domain/trade/book-grouping';
import { ownLevelPrices } from '../../domain/trade/orders/open-orders';
import { useInjection } from '../shared/container-context';
import { bookRowText, formatOnTick, sizeDecimals } from './book-format';
import { OrderBookStore } from './order-book.store';
import { OwnOrdersSlot } from './own-orders-slot';
import type { PricePick } from './price-pick-bus';
import { formatDecimalIn } from './trade-format';
import './order-book.css';
import { useMoveColours } from '../shared/display-choice';

export interface OrderBookPanelProps {
  /** The symbol to show, e.g. `PERP_BTC_USDT`; changing it resubscribes. */
  readonly symbol: string;
  /** Called on a click on a level (also published on `PricePickBus`). */
  readonly onPricePicked?: (pick: PricePick) => void;
  /** Row height in px (rows per side follow the panel's height). */
  readonly rowHeight?: number;
  readonly style?: CSSProperties;
  /** A store the page owns (shared with its depth chart and stale banner); the page starts and disposes it. */
  readonly store?: OrderBookStore;
  /**
   * The panel sits on a tab not shown (the phone's Book tab): its levels are not rendered, as they would be on every
   * frame for no one (and its first 24 rows in the page's first commit); the store keeps following the book.
   */
  readonly hidden?: boolean;
}

const DEFAULT_ROW_HEIGHT = 20;
const SPREAD_ROW_HEIGHT = 28;

/**
 * The order book of one symbol: asks above, a spread row that stays visible, bids below; price grouping with
 * −/+ buttons, size in base or quote, cumulative depth bars, levels that change flash, rows that follow the
 * panel's height, a click on a level emits a "price picked" event. Give it a height (flex or fixed).
 */
export const OrderBookPanel = observer(function OrderBookPanel({
  symbol,
  onPricePicked,
  rowHeight = DEFAULT_ROW_HEIGHT,
  style,
  store: shared,
  hidden = false,
}: OrderBookPanelProps) {
  const own = useInjection(OrderBookStore);
  const store = shared ?? own;
  const { t } = useTranslation('orderbook');
  const { token } = theme.useToken();
  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    store.setPickListener(onPricePicked);
  }, [store, onPricePicked]);
  useEffect(() => {
    store.start(symbol);
  }, [store, symbol]);
  useEffect(() => (shared ? undefined : () => store.dispose()), [store, shared]);
  useLayoutEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => store.setRowsPerSide((element.clientHeight - SPREAD_ROW_HEIGHT) / rowHeight / 2);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call measures once the browser has laid the page out: reading the height here, in the
    // commit, forced that layout (the whole page's, ≈ 100 ms at 4× on the trade page) inside React's task.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [store, rowHeight]);

  const vars = {
    '--ob-row-height': `${rowHeight}px`,
    '--ob-hover': token.colorFillTertiary,
  } as CSSProperties;

  // This element renders on every frame (its data attributes); the header and the levels render on their own.
  return (
    <section
      aria-label={t('book.title')}
      data-testid="order-book"
      data-status={store.status}
      data-book-ts={store.frame?.ts}
      data-resyncs={store.frame?.counters.resyncs ?? 0}
      style={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 0,
        background: token.colorBgContainer,
        color: token.colorText,
        ...vars,
        ...style,
      }}
    >
      <BookHeader store={store} symbol={symbol} />
      <div ref={body} style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        {!hidden && <BookLevels store={store} symbol={symbol} />}
      </div>
    </section>
  );
});

/** The title, the grouping's −/+ and the size unit, with the columns' names: renders when one of them changes. */
const BookHeader = observer(function BookHeader({ store, symbol }: { store: OrderBookStore; symbol: string }) {
  const { t } = useTranslation('orderbook');
  const { token } = theme.useToken();
  const parsed = parseMarketSymbol(symbol);
  const unitName = store.sizeUnit === 'base' ? (parsed?.base ?? '') : (parsed?.quote ?? 'USDT');
  return (
    <>
      <header
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '6px 8px',
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Typography.Text strong style={{ flex: 1 }}>
          {t('book.title')}
        </Typography.Text>
        {store.status === 'syncing' ? (
          <Tag color="warning" data-testid="order-book-syncing" style={{ marginInlineEnd: 0 }}>
            {t('book.syncing')}
          </Tag>
        ) : null}
        <Button
          size="small"
          icon={<MinusOutlined />}
          aria-label={t('book.finer')}
          disabled={!store.canGroupFiner}
          onClick={() => store.groupFiner()}
        />
        <Typography.Text data-testid="order-book-step" style={{ minWidth: 40, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
          {store.step ?? '–'}
        </Typography.Text>
        <Button
          size="small"
          icon={<PlusOutlined />}
          aria-label={t('book.coarser')}
          disabled={!store.canGroupCoarser}
          onClick={() => store.groupCoarser()}
        />
        <Segmented<SizeUnit>
          size="small"
          aria-label={t('book.unit')}
          value={store.sizeUnit}
          onChange={(value) => store.setSizeUnit(value)}
          options={[
            { value: 'base', label: parsed?.base ?? 'Base' },
            { value: 'quote', label: parsed?.quote ?? 'Quote' },
          ]}
        />
      </header>
      <div className="tape-row" style={{ color: token.colorTextSecondary }}>
        <span>{t('book.price', { unit: parsed?.quote ?? '' })}</span>
        <span>{t('book.size', { unit: unitName })}</span>
        <span>{t('book.total', { unit: unitName })}</span>
      </div>
    </>
  );
});

/** Asks, the spread row and bids: the part that renders on every frame (rows whose text is unchanged do not). */
const BookLevels = observer(function BookLevels({ store, symbol }: { store: OrderBookStore; symbol: string }) {
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
  return (
    <>
      <div className="ob-side ob-side-asks" data-testid="order-book-asks">
        {asks.map((row, i) => (
          <LevelRow
            key={asks.length - 1 - i}
            index={asks.length - 1 - i}
            side="ask"
            {...rowText(row)}
            ratio={depthRatio(row, store.sizeUnit, view.maxCumulative)}
            color={move.downText}
            bar={move.downBg}
            flash={move.downBgHover}
            onPick={pickAt}
            own={ownAsks.has(row.price) ? ownLabel : undefined}
          />
        ))}
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
        {view.bids.map((row, i) => (
          <LevelRow
            key={i}
            index={i}
            side="bid"
            {...rowText(row)}
            ratio={depthRatio(row, store.sizeUnit, view.maxCumulative)}
            color={move.upText}
            bar={move.upBg}
            flash={move.upBgHover}
            onPick={pickAt}
            own={ownBids.has(row.price) ? ownLabel : undefined}
          />
        ))}
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
