import { useTranslation } from 'react-i18next';
import { PrivatePage } from '../session/private-page';
import { runtimeLazy } from '../shared/runtime-lazy';
import { useDocumentTitle } from '../shared/use-document-title';
import { AccountOverviewSkeleton } from './account-overview-skeleton';

// Fetched alongside the runtime, once the first frame is painted (runtime-lazy.tsx).
const AccountOverviewView = runtimeLazy(() => import('./account-overview-view'));

/**
 * `/account`, the route's module (docs/adr/0012-app-pages-speed.md): a small light chunk that paints the overview's
 * placeholder inside the account centre's light frame with the shell's first frame; the view (light too: no antd on
 * this page) and the session's guard load after it (`PrivatePage`).
 */
export default function AccountOverviewPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('overview.title'));
  return (
    <PrivatePage kit="light" placeholder={<AccountOverviewSkeleton />}>
      <AccountOverviewView />
    </PrivatePage>
  );
}
