import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuEntry } from './account-menu';
import { Link } from '../shared/navigation';
import { useOpenUntilNavigation } from '../shared/use-open-until-navigation';
import { Button } from '../ui/button';
import { Drawer } from '../ui/drawer';
import './account-frame.css';

function AccountMenu({ menu, current, onPick }: { menu: readonly AccountMenuEntry[]; current: string; onPick?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('accountFrame.menu')} className="ex-account-menu">
      {menu.map((entry) => (
        <Link
          key={entry.id}
          to={entry.path}
          onClick={onPick}
          aria-current={entry.id === current ? 'page' : undefined}
          data-testid={`account-menu-${entry.id}`}
        >
          {t(`routes.${entry.id}.title`)}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The account centre's layout (`/account/*`): the side menu (overview, security, API management, identity
 * verification, referral, reward center, orders, settings, audit) beside the page; on phones the menu is a drawer.
 * Built from the light kit, so it paints with the shell's first frame and a light page inside it (the overview)
 * loads no antd at all; an antd page inside it brings its own `AntdScope` (app-router.tsx).
 */
export default function AccountFrame({
  menu,
  current,
  children,
}: {
  menu: readonly AccountMenuEntry[];
  current: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useOpenUntilNavigation(); // a pick navigates: the drawer closes with it
  return (
    <div className="ex-account-frame" data-testid="account-frame">
      <aside className="ex-account-frame__side">
        <AccountMenu menu={menu} current={current} />
      </aside>
      <Button
        className="ex-account-frame__open"
        icon={<MenuIcon />}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        data-testid="account-menu-button"
      >
        {t('accountFrame.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        side="start"
        title={t('accountFrame.menu')}
        closeLabel={t('header.closeMenu')}
        data-testid="account-drawer"
      >
        <AccountMenu menu={menu} current={current} onPick={() => setOpen(false)} />
      </Drawer>
      <div className="ex-account-frame__content">{children}</div>
    </div>
  );
}

const MenuIcon = () => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d="M2 3.5h12M2 8h12M2 12.5h12" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
  </svg>
);
