import { observer } from 'mobx-react-lite';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import type { MarketLayout } from '../../domain/market/instrument';
import { marketSymbolLabel, parseMarketSymbol } from '../../domain/market/market-symbol';
import { sectorKey } from '../../domain/market/sector';
import { trendOf } from '../markets/market-row.view-model';
import { formatChange, formatHomePrice } from '../markets/price-format';
import { useInjection } from '../shared/container-context';
import { inTurn } from '../shared/in-turn';
import { Link } from '../shared/navigation';
import { AssetLogo } from './asset-logo';
import { GROUP_ROWS, HighlightCard, HomeMarketsFrame, HomeMarketsSkeleton, QuoteList, QuoteRow } from '../site/home-market-frames';
import { Tabs } from '../site/tabs';
import { Text } from '../ui/typography';
import { TickerStateStore } from './ticker-state.store';

/** Rising green, falling red, unchanged or unknown neutral. */
const CHANGE_TONE = { up: 'success', down: 'danger', flat: 'secondary' } as const;

/** One symbol at home precision (WOO/USDT 4 decimals, others 2, rounded down), observing only its row. */
const HomeQuote = observer(function HomeQuote({ symbol }: { symbol: string }) {
  const row = useInjection(TickerStateStore).tickers.get(symbol);
  const language = useTranslation().i18n.language;
  return (
    <Link
      to={`/trade/${symbol}`}
      style={{
        color: 'inherit',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 'var(--ex-margin-xs)',
        width: '100%',
        minWidth: 0,
      }}
    >
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--ex-margin-xs)', minWidth: 0 }}>
        <AssetLogo base={parseMarketSymbol(symbol)?.base ?? symbol} size={20} />
        <Text strong style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {marketSymbolLabel(symbol)}
        </Text>
      </span>
      <span style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right', whiteSpace: 'nowrap' }}>
        <span data-testid={`home-price-${symbol}`}>{formatHomePrice(language, symbol, row?.close)}</span>{' '}
        <Text tone={CHANGE_TONE[trendOf(row)]}>{formatChange(language, row?.open, row?.close)}</Text>
      </span>
    </Link>
  );
});

/**
 * Home: the highlighted symbols and the symbol groups of the layout calls, live. Needs the container: the home
 * page loads it lazily behind a `HomeMarketsSkeleton`, which also stands until the layout call answers.
 */
export function HomeMarkets() {
  const { t } = useTranslation('markets');
  const sectorLabel = (group: string) => {
    const key = sectorKey(group);
    return key === undefined ? group : t(`sectors.${key}`);
  };
  const load = useInjection(LoadMarketReference);
  const tickers = useInjection(TickerStateStore);
  // undefined while loading, null when the layout call failed.
  const [layout, setLayout] = useState<MarketLayout | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    // Not in the commit that mounts it: the container's arrival mounts every runtime view at once and their effects
    // share one task (the socket's start among them; 160 ms at 4× with this one). The tickers, then the layout call,
    // each in a task of its own (the first call of axios and the query cache is cold code, ≈ 80 ms at 4×).
    const cancel = inTurn(
      [
        () => tickers.start(),
        // A transition: React draws the lists in slices of a few milliseconds rather than one long task.
        () => void load.layout().then((result) => active && startTransition(() => setLayout(result.ok ? result.value : null))),
      ],
      { firstNow: false },
    );
    return () => {
      active = false;
      cancel();
    };
  }, [load, tickers]);
  if (layout === null) return null;
  if (layout === undefined) return <HomeMarketsSkeleton />;
  return (
    <HomeMarketsFrame
      testId="home-markets"
      highlights={layout.highlights.map((h) => (
        <HighlightCard key={h.symbol}>
          <HomeQuote symbol={h.symbol} />
        </HighlightCard>
      ))}
      groups={
        <>
          <h2 className="ex-card__title">{t('home.groups')}</h2>
          <Tabs label={t('home.groups')} items={layout.groups.map((g) => ({ key: `group-${g.sort}`, label: sectorLabel(g.group) }))}>
            {(key) => (
              <QuoteList>
                {layout.groups
                  .find((g) => `group-${g.sort}` === key)
                  ?.symbols.slice(0, GROUP_ROWS)
                  .map((s) => (
                    <QuoteRow key={s}>
                      <HomeQuote symbol={s} />
                    </QuoteRow>
                  ))}
              </QuoteList>
            )}
          </Tabs>
        </>
      }
    />
  );
}
