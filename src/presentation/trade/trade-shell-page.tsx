import { AntdScope } from '../shared/antd-scope';
import { useParams } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { TradeSkeleton } from './trade-skeleton';

// The page (antd, MobX, the chart library) is fetched alongside the runtime, once the first frame is painted.
const TradePage = runtimeLazy(() => import('./trade-page'));

/**
 * `/trade` and `/trade/:symbol`, the route's module (docs/adr/0012-app-pages-speed.md): a small light chunk that
 * paints the page's placeholder, at its final size, with the shell's first frame. The page itself
 * (`trade-page.tsx`) and antd load after the first paint, with the runtime, and replace the placeholder in place.
 */
export default function TradeShellPage() {
  const { symbol } = useParams<{ symbol?: string }>();
  return (
    <AntdScope afterRuntime fallback={<TradeSkeleton symbol={symbol} />}>
      <TradePage />
    </AntdScope>
  );
}
