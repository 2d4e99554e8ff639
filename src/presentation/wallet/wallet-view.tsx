import { Flex, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetStatusBanner } from '../deposit/asset-status-banner';
import { SessionStore } from '../session/session.store';
import { useEarlyServices, useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { CollateralCard } from '../subaccounts/collateral-card';
import { TransferDialog } from '../subaccounts/transfer-dialog';
import { WalletOverview } from './wallet-overview';
import { FirstDepositPrompt, WalletActivity } from './wallet-status';
import { WalletStatusStore } from './wallet-status.store';
import { WalletStore } from './wallet.store';
import { PageHeading, SignInPrompt } from '../shared/page-frame';
import { useInTurn } from '../shared/use-in-turn';
import { Tabs } from '../ui/tabs';
import { lazyPanel } from '../shared/lazy-panel';

// The other tabs, in chunks of their own, loaded when first opened: the history's filters (antd's date picker) and
// the transfer lists were evaluated on every load of the overview (7 ms of a desktop's main thread, ×4 on a phone).
const WalletHistory = lazyPanel(() => import('./wallet-history').then((m) => ({ default: m.WalletHistory })));
const WalletTransfers = lazyPanel(() => import('../subaccounts/wallet-transfers').then((m) => ({ default: m.WalletTransfers })));
const TransferHistory = lazyPanel(() => import('../withdraw/transfer-history').then((m) => ({ default: m.TransferHistory })));
const tabLoading = <Skeleton active paragraph={{ rows: 6 }} />;

/**
 * The overview tab: the totals first, then (a task later each, useInTurn) the assets' table with the activity card,
 * then the collateral card, which appear below what is on screen and move nothing. In one commit they were the page's
 * longest task (50–66 ms of a desktop's main thread, ×4 on Lighthouse's phone); the table and the two cards together
 * were still one task of 211 ms on a CPU 4× slower.
 */
function OverviewTab({ onOpenHistory }: { readonly onOpenHistory: () => void }) {
  const step = useInTurn(3);
  return (
    <Flex vertical gap={16}>
      <WalletOverview withTable={step >= 2} />
      {step >= 2 && <WalletActivity onOpenHistory={onOpenHistory} />}
      {step >= 3 && <CollateralCard />}
    </Flex>
  );
}

/** /wallet's antd view (loaded after the first paint by wallet-page.tsx): what the account holds, valued live, and the ledger of every balance move. */
export default observer(function WalletView() {
  const { t } = useTranslation('wallet');
  const session = useInjection(SessionStore);
  const store = useInjection(WalletStore);
  const status = useInjection(WalletStatusStore);
  const [tab, setTab] = useState('overview');
  // what the light first frame showed from its early read (wallet-page.tsx) stays on screen
  const early = useEarlyServices().walletHasDeposit;
  useState(() => status.seed(early?.state().value));
  useDocumentTitle(t('title'));
  useEffect(() => store.start(), [store]);
  // The prompt and the tabs mount in a background render React slices (observers render MobX changes at once, in one
  // task: the tabs' first mount was a 100 ms task of a phone's main thread, 400 ms at Lighthouse's 4×).
  const shown = useDeferredValue(status.shown);
  const promptShown = useDeferredValue(status.promptShown);
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void status.refresh();
  }, [loggedIn, status]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/wallet" />;
  }
  return (
    <Flex vertical gap={16} data-testid="wallet-page" style={{ maxWidth: 1200, margin: '0 auto', width: '100%', padding: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading title={t('title')} />
        <TransferDialog />
      </Flex>
      <AssetStatusBanner />
      {/* the prompt and the tabs together once the status is read (or after its cap), or the prompt at once when the first
          frame had it: nothing moves in under the reader */}
      {promptShown && <FirstDepositPrompt />}
      {!shown && <Skeleton active paragraph={{ rows: 8 }} data-testid="wallet-loading" />}
      {shown && (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          aria-label={t('title')}
          items={[
            {
              key: 'overview',
              label: t('tab.overview'),
              children: <OverviewTab onOpenHistory={() => setTab('history')} />,
            },
            { key: 'history', label: t('tab.history'), children: <WalletHistory fallback={tabLoading} />, destroyOnHidden: true },
            { key: 'transfers', label: t('tab.transfers'), children: <WalletTransfers fallback={tabLoading} />, destroyOnHidden: true },
            {
              key: 'chain',
              label: t('tab.depositsWithdrawals'),
              children: <TransferHistory fallback={tabLoading} />,
              destroyOnHidden: true,
            },
          ]}
        />
      )}
    </Flex>
  );
});
