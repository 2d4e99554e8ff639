import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentNav, NAV_ITEMS } from './nav-items';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Link, useLocation } from '../shared/navigation';
import { Button } from '../ui/button';
import { BrandLogo } from './brand-logo';
import { AccountActions, ConnectionBadge } from './header-islands';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

const MenuIcon = () => (
  <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="currentColor">
    <rect x="2" y="3" width="14" height="2" rx="1" />
    <rect x="2" y="8" width="14" height="2" rx="1" />
    <rect x="2" y="13" width="14" height="2" rx="1" />
  </svg>
);

/**
 * The light header (no antd): navigation from 1024 px up (its first three or five links below 1440 px), the menu button and
 * drawer below 1440 px (CSS media
 * queries on the spec's page sizes, so nothing moves after the first paint).
 */
export function AppHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  useEffect(() => setDrawerOpen(false), [pathname]);

  return (
    <header className="ex-header">
      <div className="ex-header__start">
        <BrandLogo />
        <nav className="ex-nav" aria-label={t('header.navigation')}>
          {NAV_ITEMS.map((item) => (
            <Link key={item.to} to={item.to} aria-current={isCurrentNav(pathname, item.to) ? 'page' : undefined}>
              {t(`nav.${item.id}`)}
            </Link>
          ))}
        </nav>
      </div>
      <div className="ex-header__end">
        <span className="ex-slot-badge ex-hide-small">
          <Suspense fallback={null}>
            <ConnectionBadge />
          </Suspense>
        </span>
        <span className="ex-only-wide">
          <LanguageSwitcher />
        </span>
        <span className="ex-slot-auth ex-only-wide">
          <Suspense fallback={null}>
            <AccountActions />
          </Suspense>
        </span>
        <span className="ex-only-compact">
          <Suspense fallback={null}>
            <AccountActions stallOnly />
          </Suspense>
        </span>
        <Button
          variant="text"
          className="ex-header__menu"
          icon={<MenuIcon />}
          aria-label={t('header.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerLoaded(true);
            setDrawerOpen(true);
          }}
          data-testid="menu-button"
        />
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} pathname={pathname} />
        </Suspense>
      )}
    </header>
  );
}
