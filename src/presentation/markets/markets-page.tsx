import { useTranslation } from 'react-i18next';
import { AntdScope } from '../shared/antd-scope';
import { runtimeLazy } from '../shared/runtime-lazy';
import { useDocumentTitle } from '../shared/use-document-title';
import { MarketsSkeleton } from './markets-skeleton';
import './markets.css';

// Fetched alongside the runtime, once the first frame is painted (runtime-lazy.tsx). A module graph evaluates in one
// task: the table's (antd's Table and its parts, the largest) first, then the rest of the view in a task of its own.
const MarketsView = runtimeLazy(async () => {
  await import('./markets-table');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return import('./markets-view');
});

/**
 * `/markets`, the route's module (docs/adr/0012-app-pages-speed.md): a small light chunk that paints the page's
 * placeholder, at its final size, with the shell's first frame. The page itself is antd (`markets-view.tsx`); it and
 * antd load after the first paint, with the runtime, and replace the placeholder in place.
 */
export default function MarketsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.markets.title'));
  return (
    <AntdScope afterRuntime fallback={<MarketsSkeleton />}>
      <MarketsView />
    </AntdScope>
  );
}
