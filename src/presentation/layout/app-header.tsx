import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Menu, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { NAV_ITEMS } from '../app/route-table';
import { LanguageSwitcher } from '../locale/language-switcher';
import { ConnectionBadge } from '../market/connection-badge';
import { AccountActions } from '../session/account-actions';
import { useInjection } from '../shared/container-context';
import { ViewportStore } from '../shared/viewport.store';
import { BrandLogo } from './brand-logo';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export const AppHeader = observer(function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const viewport = useInjection(ViewportStore);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const { token } = theme.useToken();
  const compact = viewport.pageSize === 'small' || viewport.pageSize === 'mobile' || viewport.pageSize === 'tablet';
  const items = NAV_ITEMS.map((item) => ({ key: item.to, label: <Link to={item.to}>{t(`nav.${item.id}`)}</Link> }));
  const selected = NAV_ITEMS.filter((i) => pathname === i.to || pathname.startsWith(`${i.to}/`)).map((i) => i.to);

  return (
    <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 10, borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
      <Flex align="center" justify="space-between" gap={token.marginMD} style={{ height: '100%' }}>
        <Flex align="center" gap={token.marginLG} style={{ minWidth: 0, flex: 1 }}>
          <BrandLogo />
          {!compact && (
            <Menu mode="horizontal" selectedKeys={selected} items={items} style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }} aria-label={t('header.navigation')} />
          )}
        </Flex>
        <Flex align="center" gap={token.marginSM}>
          {viewport.pageSize !== 'small' && <ConnectionBadge />}
          {!compact && <LanguageSwitcher />}
          {!compact && <AccountActions />}
          {compact && <Button type="text" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={() => { setDrawerLoaded(true); setDrawerOpen(true); }} data-testid="menu-button" />}
        </Flex>
      </Flex>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} items={items} selected={selected} showBadge={viewport.pageSize === 'small'} />
        </Suspense>
      )}
    </Layout.Header>
  );
});
