import { useTranslation } from 'react-i18next';
import { AntdScope } from '../shared/antd-scope';
import { runtimeLazy } from '../shared/runtime-lazy';
import { useDocumentTitle } from '../shared/use-document-title';
import { Skeleton } from '../ui/surface';

// Fetched alongside the runtime, once the first frame is painted (runtime-lazy.tsx).
const LeaderboardView = runtimeLazy(() => import('./leaderboard-view'));

const ROWS = 20;
const ROW = 39;

/**
 * The leaderboard while the runtime and antd load: the real heading and placeholders with the loaded view's geometry
 * at every width (leaderboard-view.tsx: the heading block and the search with its buttons, wrapping under 826 px; the
 * card with the two switches, the "updated" line, the table's head and 20 rows of 39 px, the pager), so the footer
 * does not move when the view replaces it (CLS; the table's own first load shows placeholder rows of the same height).
 */
function LeaderboardSkeleton() {
  const { t } = useTranslation();
  const row = (i: number) => (
    <div
      key={i}
      style={{
        height: ROW,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        padding: '0 8px',
        borderBottom: '1px solid var(--ex-color-border-secondary)',
        boxSizing: 'border-box',
      }}
    >
      <Skeleton width={24} height={14} />
      <Skeleton width={120} height={14} />
      <span style={{ flex: 1 }} />
      <Skeleton width={88} height={14} />
    </div>
  );
  return (
    <div
      data-testid="leaderboard-skeleton"
      aria-busy="true"
      style={{
        maxWidth: 1200,
        margin: '0 auto',
        padding: 16,
        width: '100%',
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', flexWrap: 'wrap', gap: 12 }}>
        <div style={{ width: 346, maxWidth: '100%' }}>
          <h1 style={{ margin: 0, fontSize: 24, lineHeight: '29px', fontWeight: 600 }}>{t('routes.leaderboard.title')}</h1>
          <Skeleton width="90%" height={22} />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, width: 468, maxWidth: '100%' }}>
          <Skeleton width={360} height={32} style={{ maxWidth: '100%' }} />
          <div style={{ display: 'flex', gap: 8, width: '100%' }}>
            <Skeleton width={111} height={32} />
            <Skeleton width={95} height={32} />
          </div>
        </div>
      </div>
      <div
        style={{
          border: '1px solid var(--ex-color-border-secondary)',
          borderRadius: 'var(--ex-border-radius)',
          padding: 12,
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
        }}
      >
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Skeleton width={130} height={32} />
          <Skeleton width={190} height={32} />
        </div>
        <Skeleton width="50%" height={22} />
        <div>
          <div style={{ height: ROW, background: 'var(--ex-color-fill-quaternary, transparent)' }} />
          {Array.from({ length: ROWS }, (_, i) => row(i))}
          <div style={{ height: 24, margin: '16px 0' }} />
        </div>
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
