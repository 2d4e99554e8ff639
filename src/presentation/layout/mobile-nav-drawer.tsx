import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentNav, NAV_ITEMS } from './nav-items';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Link } from '../shared/navigation';
import { Drawer } from '../ui/drawer';
import { AccountActions, ConnectionBadge } from './header-islands';

/**
 * The navigation drawer under 1440 px; a lazy chunk, loaded the first time the menu button is pressed.
 * A modal drawer of the light kit (ui/drawer.tsx), rendered into the body: inside the sticky header it shared the
 * header's stacking layer, under the one-tap card and the consent banner.
 */
export default function MobileNavDrawer({ open, onClose, pathname }: { open: boolean; onClose: () => void; pathname: string }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('header.menu')} closeLabel={t('header.closeMenu')} data-testid="nav-drawer">
      <Suspense fallback={null}>
        <ConnectionBadge />
      </Suspense>
      <nav className="ex-drawer-nav" aria-label={t('header.navigation')}>
        {NAV_ITEMS.map((item) => (
          <Link key={item.to} to={item.to} onClick={onClose} aria-current={isCurrentNav(pathname, item.to) ? 'page' : undefined}>
            {t(`nav.${item.id}`)}
          </Link>
        ))}
      </nav>
      <LanguageSwitcher id="drawer-language-switcher" />
      <Suspense fallback={null}>
        <AccountActions vertical />
      </Suspense>
    </Drawer>
  );
}
