import { useTranslation } from 'react-i18next';
import { PrivatePage } from '../session/private-page';
import { useEarlyServices } from '../shared/container-context';
import { useEarlyValue } from '../shared/use-early-value';
import { FirstDepositNotice } from './first-deposit-notice';
import { runtimeLazy } from '../shared/runtime-lazy';
import { useDocumentTitle } from '../shared/use-document-title';
import { Skeleton } from '../ui/surface';

// Fetched alongside the runtime, once the first frame is painted (runtime-lazy.tsx).
const WalletView = runtimeLazy(() => import('./wallet-view'));

/**
 * The wallet while the runtime, antd and the session load: the real heading and the transfer button's place as in
 * wallet-view.tsx, a new member's first-deposit prompt as soon as the early read says so (di/early-wallet.ts: the
 * page's largest element, painted now rather than after the runtime), then the placeholder the view itself shows until
 * the wallet's status is read.
 */
function WalletSkeleton() {
  const { t } = useTranslation('wallet');
  const early = useEarlyValue(useEarlyServices().walletHasDeposit);
  return (
    <div
      data-testid="wallet-skeleton"
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
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.2, fontWeight: 600 }}>{t('title')}</h1>
        <Skeleton width={96} height={32} />
      </div>
      {early.value === false && <FirstDepositNotice />}
      {/* under the prompt's place: drawn once the early read answered, so the prompt never pushes them down */}
      {early.settled && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton width="38%" height={16} />
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} width={i === 7 ? '61%' : '100%'} height={16} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * `/wallet`, the route's module (docs/adr/0012-app-pages-speed.md): a small light chunk that paints the wallet's
 * placeholder with the shell's first frame; the antd view and the session's guard load after it (`PrivatePage`).
 */
export default function WalletPage() {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('title'));
  return (
    <PrivatePage placeholder={<WalletSkeleton />}>
      <WalletView />
    </PrivatePage>
  );
}
