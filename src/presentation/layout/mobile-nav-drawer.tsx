import { Drawer, Flex, Menu, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../locale/language-switcher';
import { ConnectionBadge } from '../market/connection-badge';
import { AccountActions } from '../session/account-actions';

/** The navigation drawer under 1024 px; a lazy chunk, loaded the first time the menu button is pressed. */
export default function MobileNavDrawer({ open, onClose, items, selected, showBadge }: {
  open: boolean; onClose: () => void; items: MenuProps['items']; selected: string[]; showBadge: boolean;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Drawer open={open} onClose={onClose} title={t('header.menu')} placement="right" size="default">
      <Flex vertical gap={token.marginMD}>
        {showBadge && <ConnectionBadge />}
        <Menu mode="vertical" selectedKeys={selected} items={items} onClick={onClose} style={{ borderInlineEnd: 'none' }} />
        <LanguageSwitcher />
        <AccountActions />
      </Flex>
    </Drawer>
  );
}
