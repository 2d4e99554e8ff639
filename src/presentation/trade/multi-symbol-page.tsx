import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../domain/market/market-symbol';
import { MAX_PANES, MIN_PANES, replacePane } from '../../domain/trade/multi-symbol';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { useMarketData } from '../markets/use-market-data';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { ViewportStore } from '../shared/viewport.store';
import { CandleChart } from './candle-chart';
import { OrderBookPanel } from './order-book-panel';
import { OwnOrdersOnMarket } from './own-orders-panel';
import { SessionStore } from '../session/session.store';
import { formatDecimalIn, tickDecimals } from './trade-format';
import { TradePreferencesStore } from './trade-preferences.store';
import { useDirection } from './market-header';
import { useMoveColours } from '../shared/display-choice';

const PANE_CHART = 320;
const PANE_BOOK = 280;

const Pane = observer(function Pane({
  symbol,
  index,
  options,
  canRemove,
}: {
  symbol: string;
  index: number;
  options: { value: string; label: string }[];
  canRemove: boolean;
}) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const prefs = useInjection(TradePreferencesStore);
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const decimals = tickDecimals(reference.instrument(symbol)?.quoteTick);
  const last = tickers.tickers.get(symbol)?.close;
  const direction = useDirection(last);
  return (
    <section
      aria-label={marketSymbolLabel(symbol)}
      data-testid={`pane-${index}`}
      data-symbol={symbol}
      style={{ display: 'flex', flexDirection: 'column', background: token.colorBgContainer, minWidth: 0 }}
    >
      <Flex align="center" gap={8} style={{ padding: '6px 8px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Select
          showSearch
          size="small"
          value={symbol}
          options={options}
          optionFilterProp="label"
          aria-label={t('multi.choose')}
          style={{ minWidth: 150 }}
          onChange={(next: string) => prefs.setPanes(replacePane(prefs.panes, index, next))}
          data-testid={`pane-select-${index}`}
        />
        <Typography.Text
          strong
          style={{
            color: direction === 'up' ? move.upText : direction === 'down' ? move.downText : undefined,
            fontVariantNumeric: 'tabular-nums',
            flex: 1,
          }}
        >
          {formatDecimalIn(i18n.language, last, decimals)}
        </Typography.Text>
        <Link to={`/trade/${symbol}`}>{t('page.tabs.chart')}</Link>
        {canRemove && (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined />}
            aria-label={t('multi.remove', { symbol: marketSymbolLabel(symbol) })}
            onClick={() => prefs.setPanes(prefs.panes.filter((s) => s !== symbol))}
          />
        )}
      </Flex>
      <CandleChart
        symbol={symbol}
        resolution={prefs.resolution}
        onResolution={(r) => prefs.setResolution(r)}
        decimals={decimals}
        height={PANE_CHART}
      />
      <OrderBookPanel symbol={symbol} style={{ height: PANE_BOOK }} rowHeight={18} />
    </section>
  );
});

/** `/multi-symbol`: 2 to 4 markets side by side, each with its chart and book; the choice is remembered on this device. */
const MultiSymbolPage = observer(function MultiSymbolPage() {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  useMarketData();
  useDocumentTitle(t('multi.title'));
  const prefs = useInjection(TradePreferencesStore);
  const reference = useInjection(MarketReferenceStore);
  const viewport = useInjection(ViewportStore);
  const session = useInjection(SessionStore);
  useEffect(() => {
    viewport.start();
  }, [viewport]);
  const r = reference.reference;
  const options = useMemo(
    () =>
      r.status === 'success'
        ? [...r.value.instruments.keys()].sort().map((s) => ({ value: s, label: marketSymbolLabel(s) }))
        : prefs.panes.map((s) => ({ value: s, label: marketSymbolLabel(s) })),
    [r, prefs.panes],
  );
  const panes = prefs.panes;
  const columns = viewport.width < 768 ? 1 : panes.length === 4 ? 2 : panes.length;
  const add = () => {
    const next = options.find((o) => !panes.includes(o.value));
    if (next && panes.length < MAX_PANES) prefs.setPanes([...panes, next.value]);
  };
  return (
    <div data-testid="multi-symbol-page" style={{ background: token.colorBgLayout, padding: 1 }}>
      {session.loggedIn && <OwnOrdersOnMarket />}
      <Flex align="center" justify="space-between" style={{ padding: '8px 12px', background: token.colorBgContainer }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {t('multi.title')}
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={panes.length >= MAX_PANES} onClick={add} data-testid="pane-add">
          {t('multi.add')}
        </Button>
      </Flex>
      <div
        aria-label={t('multi.panes')}
        style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1, marginTop: 1 }}
      >
        {panes.map((symbol, index) => (
          <Pane key={symbol} symbol={symbol} index={index} options={options} canRemove={panes.length > MIN_PANES} />
        ))}
      </div>
    </div>
  );
});

export default MultiSymbolPage;
