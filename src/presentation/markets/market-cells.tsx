import { theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from '../shared/navigation';
import { marketSymbolLabel, parseMarketSymbol } from '../../domain/market/market-symbol';
import { TickerStateStore } from '../market/ticker-state.store';
import { useInjection } from '../shared/container-context';
import { MarketReferenceStore } from './market-reference.store';
import { toMarketRowView, type MarketRowView } from './market-row.view-model';
import { AssetLogo } from '../market/asset-logo';

/** Observes one symbol's row only, so a best bid/ask update repaints one cell, not the table. */
function useRowView(symbol: string): MarketRowView {
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  return toMarketRowView(tickers.tickers.get(symbol), reference.instrument(symbol));
}

export const SymbolCell = observer(function SymbolCell({ symbol }: { symbol: string }) {
  const reference = useInjection(MarketReferenceStore);
  const base = parseMarketSymbol(symbol)?.base ?? symbol;
  const name = reference.names().get(base);
  return (
    <Link to={`/trade/${symbol}`} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, color: 'inherit' }}>
      <AssetLogo base={base} />
      <span>
        <Typography.Text strong>{marketSymbolLabel(symbol)}</Typography.Text>
        {/* Always a second line, so every row has the same height (virtual scrolling). */}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{name ?? base}</Typography.Text>
      </span>
    </Link>
  );
});

type Field = 'last' | 'high' | 'low' | 'bid' | 'ask' | 'volume';

export const ValueCell = observer(function ValueCell({ symbol, field }: { symbol: string; field: Field }) {
  const view = useRowView(symbol);
  return <span data-testid={`${field}-${symbol}`} style={{ fontVariantNumeric: 'tabular-nums' }}>{view[field]}</span>;
});

export const ChangeCell = observer(function ChangeCell({ symbol }: { symbol: string }) {
  const view = useRowView(symbol);
  const { token } = theme.useToken();
  const color = view.trend === 'up' ? token.colorSuccessText : view.trend === 'down' ? token.colorErrorText : token.colorTextSecondary;
  return <span data-testid={`change-${symbol}`} style={{ color, fontVariantNumeric: 'tabular-nums' }}>{view.change}</span>;
});
