import { marketSymbolLabel } from '../../domain/market/market-symbol';
import { Skeleton } from '../ui/surface';
import './trade-skeleton.css';

/**
 * The trade page while the runtime, antd and the chart load: its rows at their final heights (trade-skeleton.css)
 * and the market's name, so the first frame has the page's final size and something to read.
 */
export function TradeSkeleton({ symbol }: { symbol: string | undefined }) {
  return (
    <div className="ex-trade-skeleton" data-testid="trade-skeleton" aria-busy="true">
      <div className="ex-trade-skeleton__header">
        {symbol ? <h1 className="ex-trade-skeleton__symbol">{marketSymbolLabel(symbol)}</h1> : <Skeleton width={120} height={22} />}
        <Skeleton width={96} height={22} />
      </div>
      <div className="ex-trade-skeleton__tabs">
        <Skeleton height="100%" />
      </div>
      <div className="ex-trade-skeleton__main">
        <div>
          <Skeleton height="100%" />
        </div>
        <div>
          <Skeleton height="100%" />
        </div>
        <div>
          <Skeleton height={32} />
        </div>
      </div>
      <div className="ex-trade-skeleton__bottom" />
      <div className="ex-trade-skeleton__bar" />
    </div>
  );
}
