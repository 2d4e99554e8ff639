import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuEntry } from './account-menu';
import { Link } from '../shared/navigation';
import { useOpenUntilNavigation } from '../shared/use-open-until-navigation';
import './account-frame.css';

function AccountMenu({ menu, current, onPick }: { menu: readonly AccountMenuEntry[]; current: string; onPick?: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('accountFrame.menu')}>
      <Menu
        mode="inline"
        selectedKeys={[current]}
        style={{ borderInlineEnd: 'none' }}
        items={menu.map((entry) => ({
          key: entry.id,
          label: (
            <Link
              to={entry.path}
              onClick={onPick}
              aria-current={entry.id === current ? 'page' : undefined}
              data-testid={`account-menu-${entry.id}`}
            >
              {t(`routes.${entry.id}.title`)}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}

/**
 * The account centre's layout (`/account/*`): the side menu (overview, security, API management, identity
 * verification, referral, reward center, orders, settings, audit) beside the page; on phones the menu is a drawer.
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
  const { token } = theme.useToken();
  const [open, setOpen] = useOpenUntilNavigation(); // a pick navigates: the drawer closes with it
  return (
    <div className="ex-account-frame" data-testid="account-frame">
      <aside
        className="ex-account-frame__side"
        style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG, padding: token.paddingXS }}
      >
        <AccountMenu menu={menu} current={current} />
      </aside>
      <Button
        className="ex-account-frame__open"
        icon={<MenuOutlined />}
        onClick={() => setOpen(true)}
        aria-expanded={open}
        data-testid="account-menu-button"
      >
        {t('accountFrame.open')}
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="left"
        size={280}
        title={t('accountFrame.menu')}
        styles={{ body: { padding: token.paddingXS } }}
        data-testid="account-drawer"
      >
        <AccountMenu menu={menu} current={current} onPick={() => setOpen(false)} />
      </Drawer>
      <div className="ex-account-frame__content">{children}</div>
    </div>
  );
}
