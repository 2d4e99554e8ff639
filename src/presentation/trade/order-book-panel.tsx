import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Segmented, Tag, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import type { SizeUnit } from '../../domain/trade/book-grouping';
import { useInjection } from '../shared/container-context';
import { BookLevels, SPREAD_ROW_HEIGHT } from './book-levels';
import { OrderBookStore } from './order-book.store';
import type { PricePick } from './price-pick-bus';
import './order-book.css';

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
