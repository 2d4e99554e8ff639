import { useTranslation } from 'react-i18next';
import { AntdScope } from '../shared/antd-scope';
import { runtimeLazy } from '../shared/runtime-lazy';
import { useDocumentTitle } from '../shared/use-document-title';
import { Skeleton } from '../ui/surface';

// Fetched alongside the runtime, once the first frame is painted (runtime-lazy.tsx).
const LeaderboardView = runtimeLazy(() => import('./leaderboard-view'));

const ROWS = 20;

/** The leaderboard while the runtime and antd load: the real heading and placeholders of the final sizes. */
function LeaderboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="leaderboard-skeleton" aria-busy="true" style={{ maxWidth: 1200, margin: '0 auto', padding: 16, width: '100%', boxSizing: 'border-box' }}>
      <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.35, fontWeight: 600 }}>{t('routes.leaderboard.title')}</h1>
      <div style={{ margin: '4px 0 12px' }}><Skeleton width="60%" height={22} /></div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 16 }}>
        <Skeleton width={360} height={32} />
        <Skeleton width={120} height={32} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Skeleton width={300} height={32} />
        <Skeleton width="50%" height={22} />
        {Array.from({ length: ROWS }, (_, i) => <Skeleton key={i} height={31} />)}
      </div>
    </div>
  );
}

/**
 * `/leaderboard`, the route's module (docs/adr/0012-app-pages-speed.md): a small light chunk that paints the page's
 * placeholder with the shell's first frame; the antd view (`leaderboard-view.tsx`) loads after it, with the runtime.
 */
export default function LeaderboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.leaderboard.title'));
  return (
    <AntdScope afterRuntime fallback={<LeaderboardSkeleton />}>
      <LeaderboardView />
    </AntdScope>
  );
}
