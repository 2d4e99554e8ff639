import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { prepareAuditDates } from '../reserves/format';
import { ReservesFaq } from '../reserves/reserves-faq';
import { BalanceSheetPlaceholder, UpdatedAtPlaceholder } from '../reserves/sheet-layout';
import { AntdScope } from '../shared/antd-scope';
import { useSearchParams } from '../shared/navigation';
import { runtimeLazy } from '../shared/runtime-lazy';
import { usePageMeta } from '../site/use-page-meta';
import { WhenVisible } from '../shared/when-visible';
import { PageSection } from '../ui/layout';
import { Card, Skeleton } from '../ui/surface';
import { Text, Title } from '../ui/typography';

// The first view is the heading and same-size placeholders: no stores, no DI, no antd. The store-bound balance
// sheet loads next to the DI container; the audits and the Merkle check are built from antd, so their chunks (and
// antd) load only when the visitor nears them, or at once when a check link arrives prefilled (docs/adr/0010).
const live = () => import('../reserves/balance-sheet');
const ReservesSession = runtimeLazy(() => live().then((m) => ({ default: m.ReservesSession })));
const BalanceSheet = runtimeLazy(() => live().then((m) => ({ default: m.BalanceSheet })));
const UpdatedAt = runtimeLazy(() => live().then((m) => ({ default: m.UpdatedAt })));
const AuditsSection = lazy(() => import('../reserves/audits-panel').then((m) => ({ default: m.AuditsSection })));
const ReservesCheckPanel = lazy(() => import('../reserves/reserves-check-panel').then((m) => ({ default: m.ReservesCheckPanel })));

/** The smallest height of the antd panels (the slots' CSS keeps each one's height per page size, reserves.css). */
const PANEL_MIN_HEIGHT = 365;

const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `#id` and keeps it at the top while the page above it settles (the sheet and the lazy panels take
 * their real heights), until the visitor scrolls, types or clicks. Browsers without scroll anchoring, and anchoring
 * suppressed by a placeholder's min-height, would otherwise leave the prefilled check off screen.
 */
function useScrollToAnchor(id: string, active: boolean): void {
  useEffect(() => {
    const target = document.getElementById(id);
    if (!active || !target) return;
    const pin = () => target.scrollIntoView();
    pin();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(pin);
    observer.observe(target.parentElement ?? document.body);
    const visitor = new AbortController();
    const stop = () => visitor.abort();
    visitor.signal.addEventListener('abort', () => {
      observer.disconnect();
      clearTimeout(timer);
    });
    const timer = setTimeout(stop, 15_000);
    VISITOR_INPUT.forEach((type) => window.addEventListener(type, stop, { passive: true, signal: visitor.signal }));
    return stop;
  }, [id, active]);
}

/** A light card with the panel's title, as tall as its slot, while antd and the panel's chunk load. */
function PanelPlaceholder({ title }: { title: string }) {
  return (
    <Card className="por-slot__placeholder">
      <h2 className="por-card-title">{title}</h2>
      <Skeleton height={120} />
    </Card>
  );
}

/** An antd panel below the fold: its placeholder until it nears the viewport (or `eager`), then antd and the panel. */
function LazyPanel({ title, eager, children }: { title: string; eager: boolean; children: ReactNode }) {
  const placeholder = <PanelPlaceholder title={title} />;
  return (
    <WhenVisible minHeight={PANEL_MIN_HEIGHT} eager={eager} placeholder={placeholder}>
      <AntdScope fallback={placeholder}>{children}</AntdScope>
    </WhenVisible>
  );
}

/**
 * /proof-of-reserves: the live balance sheet, the audits and the in-browser Merkle check (`?auditId&userHash`
 * prefill). The heading renders at once; the parts that need stores suspend behind same-size placeholders.
 */
export default function ProofOfReservesPage() {
  const { t, i18n } = useTranslation('reserves');
  useEffect(() => prepareAuditDates(i18n.language), [i18n.language]);
  const [params] = useSearchParams();
  const auditId = params.get('auditId') || undefined;
  const userHash = params.get('userHash') || undefined;
  const prefilled = auditId !== undefined || userHash !== undefined;
  usePageMeta({ title: t('title'), description: t('subtitle') });
  useScrollToAnchor('verify', userHash !== undefined);

  return (
    <PageSection>
      <div className="por">
        <header className="por-head">
          <Title level={1} data-testid="page-title">
            {t('title')}
          </Title>
          <Text as="p" tone="secondary" className="por-head__subtitle">
            {t('subtitle')}
          </Text>
          <Suspense fallback={<UpdatedAtPlaceholder />}>
            <UpdatedAt />
          </Suspense>
        </header>
        <Suspense fallback={null}>
          <ReservesSession auditId={auditId} userHash={userHash} />
        </Suspense>
        <Suspense fallback={<BalanceSheetPlaceholder />}>
          <BalanceSheet />
        </Suspense>
        <div className="por-slot por-slot--audits">
          <LazyPanel title={t('audits.title')} eager={prefilled}>
            <AuditsSection />
          </LazyPanel>
        </div>
        <div id="verify" className="por-slot por-slot--verify" data-testid="verify-section">
          <LazyPanel title={t('verify.title')} eager={prefilled}>
            <ReservesCheckPanel />
          </LazyPanel>
        </div>
        <ReservesFaq />
      </div>
    </PageSection>
  );
}
