import { Button, Empty, Flex, Spin } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../../session/session.store';
import { capabilityPanel } from '../../shared/capability-panel';
import { useInjection } from '../../shared/container-context';
import { Link } from '../../shared/navigation';
import { useAuthLinks } from '../order-entry-panels';
import { BottomFrame } from './bottom-frame';
import type { BottomTab } from './bottom-tabs';

/**
 * A member's panel (counts, "this symbol only", the fill sound, the tables: antd's Table is the page's largest piece
 * after the chart) in the member-trading chunk, with that capability's module: a visitor never downloads either.
 */
const MemberBottomPanel = capabilityPanel('member-trading', () => import('../../member-trading/account/member-bottom-panel'));

const loading = () => (
  <Flex justify="center" style={{ paddingTop: 24 }}>
    <Spin />
  </Flex>
);

/**
 * The trade page's bottom panel: open orders, positions, order history, fills, balances, with
 * "this symbol only"; collapsible, its height resizable by the top edge and remembered (bottom-frame.tsx). Visitors
 * are asked to log in.
 */
export const BottomPanel = observer(function BottomPanel({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation('trade');
  const session = useInjection(SessionStore);
  const links = useAuthLinks();
  const [tab, setTab] = useState<BottomTab>('openOrders');
  if (session.loggedIn) {
    return (
      <MemberBottomPanel symbol={symbol} tab={tab} onTab={setTab} fallback={<BottomFrame tab={tab} onTab={setTab} body={loading} />} />
    );
  }
  return (
    <BottomFrame
      tab={tab}
      onTab={setTab}
      body={() => (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bottom.loginToSee')} data-testid="bottom-login">
          <Link to={links.login}>
            <Button type="primary" size="small">
              {t('order.login')}
            </Button>
          </Link>
        </Empty>
      )}
    />
  );
});
