import { observer } from 'mobx-react-lite';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { marketSymbolLabel, parseMarketSymbol } from '../../domain/market/market-symbol';
import { FavouriteMarketsStore } from '../favourites/favourite-markets.store';
import { AssetLogoImage } from '../market/asset-logo';
import { TickerStateStore } from '../market/ticker-state.store';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { MarketReferenceStore } from './market-reference.store';
import { formatChange } from './price-format';
import { marketFieldView, trendOf, type MarketField } from './market-row.view-model';
import './market-cells.css';

interface CellServices {
  readonly tickers: TickerStateStore;
  readonly reference: MarketReferenceStore;
  readonly logoBase: string;
  readonly stars: FavouriteMarketsStore;
  /** The language the figures are formatted in (a change of language renders every cell again). */
  readonly language: string;
}

const CellServicesContext = createContext<CellServices | null>(null);

/**
 * Resolves the stores the cells read once for a whole list: resolving them from the container in each of a table's
 * hundred-odd cells was a fifth of its first render.
 */
export function MarketCellsScope({ children }: { children: ReactNode }) {
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const config = useInjection(AppConfig);
  const stars = useInjection(FavouriteMarketsStore);
  const language = useTranslation().i18n.language;
  useEffect(() => stars.start(), [stars]);
  const services = useMemo(
    () => ({ tickers, reference, logoBase: config.symbolLogoBase, stars, language }),
    [tickers, reference, config, stars, language],
  );
  return <CellServicesContext.Provider value={services}>{children}</CellServicesContext.Provider>;
}

function useCellServices(): CellServices {
  const services = useContext(CellServicesContext);
  if (!services) throw new Error('market cells render inside a <MarketCellsScope>');
  return services;
}

/**
 * The symbol, its logo and the token's name. Plain elements styled with the theme's tokens (markets.css): a table
 * row renders one per visible row, and antd's Typography measured and re-rendered each of them.
 */
export const SymbolCell = observer(function SymbolCell({ symbol }: { symbol: string }) {
  const { reference, logoBase } = useCellServices();
  const base = parseMarketSymbol(symbol)?.base ?? symbol;
  const name = reference.names().get(base);
  return (
    <Link to={`/trade/${symbol}`} className="ex-market-symbol">
      <AssetLogoImage base={base} logoBase={logoBase} />
      <span>
        <strong className="ex-market-symbol__label">{marketSymbolLabel(symbol)}</strong>
        {/* Always a second line, so every row has the same height (virtual scrolling). */}
        <span className="ex-market-symbol__name">{name ?? base}</span>
      </span>
    </Link>
  );
});

/** A star that keeps the market among the favourites (this device's, or the account's when signed in). */
export const StarCell = observer(function StarCell({ symbol }: { symbol: string }) {
  const { stars } = useCellServices();
  const { t } = useTranslation('markets');
  const on = stars.isFavourite(symbol);
  return (
    <button
      type="button"
      className={`ex-market-star${on ? ' ex-market-star--on' : ''}`}
      aria-pressed={on}
      data-testid={`star-${symbol}`}
      aria-label={t(on ? 'table.unfavourite' : 'table.favourite', { symbol: marketSymbolLabel(symbol) })}
      onClick={(event) => {
        event.stopPropagation(); // the row opens the trade page
        void stars.toggle(symbol);
      }}
    >
      {on ? '★' : '☆'}
    </button>
  );
});

/** Observes one symbol's row only, so a best bid/ask update repaints one cell, not the table. */
export const ValueCell = observer(function ValueCell({ symbol, field }: { symbol: string; field: MarketField }) {
  const { tickers, reference, language } = useCellServices();
  return (
    <span data-testid={`${field}-${symbol}`} className="ex-market-value">
      {marketFieldView(language, tickers.tickers.get(symbol), reference.instrument(symbol), field)}
    </span>
  );
});

export const ChangeCell = observer(function ChangeCell({ symbol }: { symbol: string }) {
  const { tickers, language } = useCellServices();
  const row = tickers.tickers.get(symbol);
  return (
    <span data-testid={`change-${symbol}`} className={`ex-market-value ex-market-value--${trendOf(row)}`}>
      {formatChange(language, row?.open, row?.close)}
    </span>
  );
});
