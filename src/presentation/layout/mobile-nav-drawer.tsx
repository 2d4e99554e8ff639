import { Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { isCurrentNav, NAV_ITEMS } from './nav-items';
import { LanguageSwitcher } from '../locale/language-switcher';
import { Link } from '../shared/navigation';
import { Button } from '../ui/button';
import { AccountActions, ConnectionBadge } from './header-islands';

/**
 * The navigation drawer under 1440 px; a lazy chunk, loaded the first time the menu button is pressed.
 * A modal dialog: focus moves into it, Escape or the backdrop closes it, and focus returns to the button. It is
 * rendered into the body, above the one-tap card and the consent banner (inside the sticky header it shared the
 * header's stacking layer, under both).
 */
export default function MobileNavDrawer({ open, onClose, pathname }: { open: boolean; onClose: () => void; pathname: string }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <>
      <div className="ex-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div className="ex-drawer" role="dialog" aria-modal="true" aria-label={t('header.menu')} data-testid="nav-drawer">
        <div className="ex-drawer__head">
          <strong>{t('header.menu')}</strong>
          <Button ref={closeRef} variant="text" aria-label={t('header.closeMenu')} onClick={onClose}>
            ×
          </Button>
        </div>
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
      </div>
    </>,
    document.body,
  );
}
