import { Segmented, Spin, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../domain/market/market-symbol';
import { initialTradeSymbol, resolveTradeSymbol } from '../../domain/trade/trade-symbol';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { useMarketData } from '../markets/use-market-data';
import { useInjection } from '../shared/container-context';
import { useNavigate, useParams } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { useIdle } from '../shared/use-idle';
import { useInTurn } from '../shared/use-in-turn';
import { ViewportStore } from '../shared/viewport.store';
import { ChartArea } from './chart-area';
import { MarketHeader } from './market-header';
import { BottomPanel } from './account/bottom-panel';
import { BuySellBar, OrderEntryColumn } from './order-entry-panels';
import { OrderBookPanel } from './order-book-panel';
import { OrderBookStore } from './order-book.store';
import { OwnOrdersOnMarket } from './own-orders-panel';
import { PerpFiguresStore } from './perp-figures.store';
import { RecentTradesPanel } from './recent-trades-panel';
import { formatDecimalIn, tickDecimals } from './trade-format';
import { TradeFreshnessStore } from './trade-freshness.store';
import { TradePreferencesStore } from './trade-preferences.store';
import { TradeSkeleton } from './trade-skeleton';
import { TradeStatusBanner } from './trade-status-banner';
import { useSlashFocus } from './use-slash-focus';
import { lazyPanel } from '../shared/lazy-panel';
import { capabilityPanel } from '../shared/capability-panel';
import { SessionStore } from '../session/session.store';
import { EuPerpetualsNotice } from '../markets/eu-perpetuals-notice';

const UnknownSymbol = lazyPanel(() => import('./unknown-symbol'));
const MarketSelectorOverlay = lazyPanel(() => import('./market-selector-overlay'));
/** A member's account figures (visitors see none): their own chunk, with the risk lights' tags and tooltips. */
const AccountPanel = capabilityPanel('member-trading', () =>
  import('../member-trading/account/account-panel').then((m) => ({ default: m.AccountPanel })),
);
/** The trade page's promotion cards: their own chunk, asked for once the page is idle, placed last in their column. */
const PromotionCards = lazyPanel(() => import('../rewards/promotion-cards').then((m) => ({ default: m.PromotionCards })));
/** The phone's Info tab (antd Descriptions), fetched when chosen. */
const MarketInfo = lazyPanel(() => import('./market-info').then((m) => ({ default: m.MarketInfo })));

/** Height of the desktop row with the chart, the book and trades, and the order entry. */
const MAIN_ROW = 560;
type PhoneTab = 'chart' | 'book' | 'trades' | 'info';

/** The known markets once the reference is loaded (undefined while loading or when it failed: the shape decides). */
function useKnownSymbols(): ReadonlySet<string> | undefined {
  const reference = useInjection(MarketReferenceStore);
  const r = reference.reference;
  return useMemo(() => (r.status === 'success' ? new Set(r.value.instruments.keys()) : undefined), [r]);
}

/**
 * `/trade` and `/trade/:symbol`: everything a visitor sees of a market. `/trade` opens the last symbol used (or
 * SPOT_BTC_USDT); aliases (`BTC_PERP`) are replaced by the canonical symbol; an unknown one says so and offers the
 * selector. Desktop: header, chart | book + trades | order entry, bottom panel; tablet and phone: tabs and a Buy/Sell bar.
 */
const TradePage = observer(function TradePage() {
  useMarketData();
  const params = useParams<{ symbol?: string }>();
  const navigate = useNavigate();
  const prefs = useInjection(TradePreferencesStore);
  const reference = useInjection(MarketReferenceStore);
  const known = useKnownSymbols();
  const settled = reference.reference.status === 'success' || reference.reference.status === 'error';
  const param = params.symbol;
  const resolution = param === undefined ? undefined : resolveTradeSymbol(param, known);

  useEffect(() => {
    if (param === undefined) {
      if (settled) navigate(`/trade/${initialTradeSymbol(prefs.lastSymbol, known)}`, { replace: true });
    } else if (resolution?.kind === 'alias') {
      navigate(`/trade/${resolution.symbol}`, { replace: true });
    }
  }, [param, settled, known, resolution?.kind, resolution?.kind === 'alias' ? resolution.symbol : undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  const ready = resolution?.kind === 'canonical' && (known !== undefined || settled) ? resolution.symbol : undefined;
  // The markets' arrival is a MobX change, which React renders at once and in one piece: the page's first render
  // (every panel) would block the main thread for as long as it takes. Deferred, React renders it in slices between
  // which input and painting go on, keeping the placeholder on screen meanwhile.
  const shown = useDeferredValue(ready);
  if (resolution?.kind === 'unknown') return <UnknownSymbol input={resolution.input} fallback={<Spin />} />;
  if (shown === undefined) {
    // The route's placeholder again (not a spinner of another height), so nothing below moves when the markets load.
    return <TradeSkeleton symbol={param} />;
  }
  return <TradeView symbol={shown} />;
});

const TradeView = observer(function TradeView({ symbol }: { symbol: string }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const viewport = useInjection(ViewportStore);
  const prefs = useInjection(TradePreferencesStore);
  const reference = useInjection(MarketReferenceStore);
  const book = useInjection(OrderBookStore);
  const perp = useInjection(PerpFiguresStore);
  const freshness = useInjection(TradeFreshnessStore);
  const session = useInjection(SessionStore);
  const member = session.loggedIn;
  const [selectorOpen, setSelectorOpen] = useState(false);
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('chart');
  const idle = useIdle();
  // The page's first commit was one long task (every panel's DOM, antd's styles, the book's measure): the header, the
  // chart's column and the order entry first, the book and trades in the next task, then the account's figures, then
  // the bottom panel (its tabs, their measure and the member's tables).
  const step = useInTurn(4);
  const promotions = idle && <PromotionCards cardType="TRADE" />;
  const decimals = tickDecimals(reference.instrument(symbol)?.quoteTick);

  useEffect(() => {
    viewport.start();
  }, [viewport]);
  useEffect(() => {
    book.start(symbol);
    prefs.useSymbol(symbol);
  }, [book, prefs, symbol]);
  useEffect(() => () => book.dispose(), [book]);
  useEffect(() => {
    freshness.start(book);
    return () => freshness.dispose();
  }, [freshness, book]);

  const openSelector = useCallback(() => setSelectorOpen(true), []);
  const toggleSelector = useCallback(() => setSelectorOpen((open) => !open), []);
  useSlashFocus(openSelector);
  const select = (next: string) => {
    setSelectorOpen(false);
    if (next !== symbol) navigate(`/trade/${next}`);
  };

  const wide = viewport.width >= 1024;
  const closeSelector = useCallback(() => setSelectorOpen(false), []);
  const header = (
    <div style={{ position: 'relative' }}>
      <MarketHeader symbol={symbol} perp={perp} onOpenSelector={toggleSelector} compact={!wide} />
      {selectorOpen && (
        <MarketSelectorOverlay
          wide={wide}
          current={symbol}
          onSelect={select}
          onClose={closeSelector}
          listHeight={wide ? 420 : Math.max(240, viewport.height - 220)}
        />
      )}
    </div>
  );
  return (
    <div
      data-testid="trade-page"
      data-symbol={symbol}
      data-layout={wide ? 'desktop' : 'tabs'}
      style={{ background: token.colorBgLayout, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <TradeTitle symbol={symbol} decimals={decimals} />
      {member && <OwnOrdersOnMarket />}
      <TradeStatusBanner freshness={freshness} />
      {perp && <EuPerpetualsNotice />}
      {header}
      {wide ? (
        <>
          {/* The order form and the account span the chart's row and the bottom panel's, so Buy stays in view. */}
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: viewport.width >= 1440 ? 'minmax(0, 1fr) 340px 300px' : 'minmax(0, 1fr) 320px 260px',
              gridTemplateRows: `${MAIN_ROW}px auto`,
              gap: 1,
            }}
          >
            <ChartArea symbol={symbol} book={book} decimals={decimals} height={MAIN_ROW} />
            <div style={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, height: MAIN_ROW }}>
              {step >= 2 && <OrderBookPanel symbol={symbol} store={book} style={BOOK_BESIDE_TRADES} />}
              {step >= 2 && <RecentTradesPanel symbol={symbol} style={TRADES_BELOW_BOOK} />}
            </div>
            <div style={{ gridColumn: 3, gridRow: '1 / span 2', display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0 }}>
              <div style={{ flex: '1 0 auto' }}>
                <OrderEntryColumn symbol={symbol} book={book} />
              </div>
              {member && step >= 3 && <AccountPanel symbol={symbol} />}
              {promotions}
            </div>
            <div style={{ gridColumn: '1 / span 2', gridRow: 2, minWidth: 0 }}>
              {step >= 4 ? <BottomPanel symbol={symbol} /> : <div style={BOTTOM_PANEL_BOX} />}
            </div>
          </div>
        </>
      ) : (
        <>
          <div style={{ background: token.colorBgContainer, padding: '6px 8px' }}>
            <Segmented<PhoneTab>
              block
              value={phoneTab}
              onChange={setPhoneTab}
              data-testid="phone-tabs"
              options={(['chart', 'book', 'trades', 'info'] as const).map((k) => ({ value: k, label: t(`page.tabs.${k}`) }))}
            />
          </div>
          <div style={{ height: Math.max(360, viewport.height - 260), minHeight: 0 }}>
            {phoneTab === 'chart' && <ChartArea symbol={symbol} book={book} decimals={decimals} height="100%" />}
            {/* The book stays mounted (hidden, without its levels) so the depth chart and the stale state keep their data. */}
            <div style={{ height: '100%', display: phoneTab === 'book' ? 'block' : 'none' }}>
              {step >= 2 && <OrderBookPanel symbol={symbol} store={book} style={FULL_HEIGHT} hidden={phoneTab !== 'book'} />}
            </div>
            {phoneTab === 'trades' && step >= 2 && <RecentTradesPanel symbol={symbol} style={FULL_HEIGHT} />}
            {phoneTab === 'info' && <MarketInfo symbol={symbol} perp={perp} fallback={<Spin />} />}
          </div>
          {member && step >= 3 && <AccountPanel symbol={symbol} />}
          {step >= 4 ? <BottomPanel symbol={symbol} /> : <div style={BOTTOM_PANEL_BOX} />}
          {promotions}
          <BuySellBar symbol={symbol} book={book} />
        </>
      )}
    </div>
  );
});

/** The price in the tab's title changes at most once a second. */
const TITLE_EVERY_MS = 1_000;

/**
 * The tab's title with the last price. Its own observer, so a new price renders this (nothing) and not the page:
 * the page's panels each follow their own data.
 */
const TradeTitle = observer(function TradeTitle({ symbol, decimals }: { symbol: string; decimals: number }) {
  const { i18n } = useTranslation('trade');
  const tickers = useInjection(TickerStateStore);
  const last = tickers.tickers.get(symbol)?.close;
  const label = marketSymbolLabel(symbol);
  useDocumentTitle(last === undefined ? label : `${formatDecimalIn(i18n.language, last, decimals)} | ${label}`, TITLE_EVERY_MS);
  return null;
});

// Constant styles, so the panels (observers, memoised) do not render again when the page does.
const BOOK_BESIDE_TRADES: CSSProperties = { flex: 3, minHeight: 0 };
const TRADES_BELOW_BOOK: CSSProperties = { flex: 2, minHeight: 0 };
const FULL_HEIGHT: CSSProperties = { height: '100%' };
/** The bottom panel's place until it renders (its tabs and a first line at least), so the Buy/Sell bar below it does not move. */
const BOTTOM_PANEL_BOX: CSSProperties = { minHeight: 240 };

export default TradePage;
