import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, theme, Typography, type InputRef } from 'antd';
import { compareStructural, computed, untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel, parseMarketSymbol, type MarketType } from '../../domain/market/market-symbol';
import { changePercent } from '../../domain/market/price';
import { AssetLogo } from '../market/asset-logo';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { selectMarkets, type MarketSortKey } from '../markets/market-sort';
import { useInjection } from '../shared/container-context';
import { formatCompact, formatDecimalIn, formatPercentIn, tickDecimals } from './trade-format';
import { TradePreferencesStore } from './trade-preferences.store';
import { useMoveColours } from '../shared/display-choice';

type Tab = 'FAV' | MarketType;

/** Rows drawn at most (the search narrows the rest down). */
const MAX_ROWS = 100;

export interface MarketSelectorProps {
  readonly current: string | undefined;
  readonly onSelect: (symbol: string) => void;
  /** Rows area height in px. */
  readonly height?: number;
  /** Focus the search when mounted (opened from the header). */
  readonly autoFocus?: boolean;
}

/** Markets to switch to: search, favourites / spot / perpetual tabs, sort by 24 h change or volume, a star per row. */
export const MarketSelector = observer(function MarketSelector({ current, onSelect, height = 360, autoFocus }: MarketSelectorProps) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const prefs = useInjection(TradePreferencesStore);
  const [tab, setTab] = useState<Tab>(() => parseMarketSymbol(current ?? '')?.type ?? 'SPOT');
  const [search, setSearch] = useState('');
  const [sortKey, setSortKey] = useState<MarketSortKey>('volume');
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const updateTime = tickers.updateTime;
  const names = reference.names();
  const favourites = prefs.favourites;
  const rows = useMemo(
    () =>
      untracked(() => {
        const lookup = (s: string) => tickers.tickers.get(s);
        const query = { search, sortKey, order: 'descend' as const };
        if (tab !== 'FAV') return selectMarkets(tickers.tickers.keys(), lookup, names, { ...query, type: tab });
        const fav = new Set(favourites);
        return [
          ...selectMarkets(favourites, lookup, names, { ...query, type: 'SPOT' }),
          ...selectMarkets(favourites, lookup, names, { ...query, type: 'PERP' }),
        ].filter((s) => fav.has(s));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- updateTime re-reads the live tickers map
    [tickers, names, tab, search, sortKey, favourites, updateTime],
  );

  return (
    <div data-testid="market-selector" style={{ display: 'flex', flexDirection: 'column', gap: 8, width: '100%' }}>
      <Input.Search
        ref={input}
        allowClear
        placeholder={t('selector.search')}
        aria-label={t('selector.search')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        data-testid="market-search"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && rows[0]) onSelect(rows[0]);
        }}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <Segmented<Tab>
          size="small"
          value={tab}
          onChange={setTab}
          options={[
            { value: 'FAV', label: t('selector.favourites') },
            { value: 'SPOT', label: t('selector.spot') },
            { value: 'PERP', label: t('selector.perp') },
          ]}
          data-testid="selector-tabs"
        />
        <Segmented<MarketSortKey>
          size="small"
          value={sortKey}
          onChange={setSortKey}
          options={[
            { value: 'volume', label: t('selector.byVolume') },
            { value: 'change', label: t('selector.byChange') },
          ]}
          aria-label={t('selector.sort')}
        />
      </div>
      <div role="listbox" aria-label={t('selector.markets')} style={{ height, overflowY: 'auto' }}>
        {rows.length === 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 12 }}>
            {tab === 'FAV' && !search ? t('selector.noFavourites') : t('selector.none')}
          </Typography.Text>
        ) : (
          rows
            .slice(0, MAX_ROWS)
            .map((symbol) => (
              <SelectorRow
                key={symbol}
                symbol={symbol}
                selected={symbol === current}
                language={i18n.language}
                onSelect={onSelect}
                activeBg={token.controlItemBgActive}
              />
            ))
        )}
      </div>
    </div>
  );
});

const SelectorRow = observer(function SelectorRow({
  symbol,
  selected,
  language,
  onSelect,
  activeBg,
}: {
  symbol: string;
  selected: boolean;
  language: string;
  onSelect: (s: string) => void;
  activeBg: string;
}) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const prefs = useInjection(TradePreferencesStore);
  // Only the 24 h figures the row shows: best bid/ask updates (many a second) replace the ticker row but must not
  // re-render the list.
  const figures = useMemo(
    () =>
      computed(
        () => {
          const r = tickers.tickers.get(symbol);
          return { close: r?.close, open: r?.open, amount: r?.amount };
        },
        { equals: compareStructural },
      ),
    [tickers, symbol],
  );
  const row = figures.get();
  const base = parseMarketSymbol(symbol)?.base ?? symbol;
  const change = row?.open !== undefined && row.close !== undefined ? changePercent(row.open, row.close) : undefined;
  const fav = prefs.isFavourite(symbol);
  return (
    <div
      role="option"
      aria-selected={selected}
      data-testid={`selector-row-${symbol}`}
      tabIndex={0}
      onClick={() => onSelect(symbol)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSelect(symbol);
      }}
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto auto',
        alignItems: 'center',
        gap: 8,
        padding: '4px 8px',
        cursor: 'pointer',
        background: selected ? activeBg : undefined,
        borderRadius: token.borderRadiusSM,
      }}
    >
      <Button
        type="text"
        size="small"
        aria-pressed={fav}
        aria-label={
          fav
            ? t('selector.unfavourite', { symbol: marketSymbolLabel(symbol) })
            : t('selector.favourite', { symbol: marketSymbolLabel(symbol) })
        }
        icon={fav ? <StarFilled style={{ color: token.colorWarning }} /> : <StarOutlined />}
        data-testid={`favourite-${symbol}`}
        onClick={(e) => {
          e.stopPropagation();
          prefs.toggleFavourite(symbol);
        }}
      />
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
        <AssetLogo base={base} size={18} />
        <Typography.Text strong ellipsis>
          {marketSymbolLabel(symbol)}
        </Typography.Text>
      </span>
      <span style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>
        {formatDecimalIn(language, row?.close, tickDecimals(reference.instrument(symbol)?.quoteTick))}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {formatCompact(language, row?.amount)}
        </Typography.Text>
      </span>
      <span
        style={{
          minWidth: 64,
          textAlign: 'end',
          fontVariantNumeric: 'tabular-nums',
          color: change === undefined ? token.colorTextSecondary : change.startsWith('-') ? move.downText : move.upText,
        }}
      >
        {formatPercentIn(language, change)}
      </span>
    </div>
  );
});
