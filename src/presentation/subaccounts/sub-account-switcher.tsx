import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { Link, useLocation } from '../shared/navigation';
import { noticeText } from './notice-text';
import { SubAccountsStore } from './sub-accounts.store';

/**
 * The header's switcher (inside the user menu): the family's accounts, the current one marked; choosing another makes
 * the app act as it (the page reopens as that account). Light kit: the header's own classes, no antd.
 */
export default observer(function SubAccountSwitcher() {
  const { t } = useTranslation('subaccounts');
  const store = useInjection(SubAccountsStore);
  const { pathname, search } = useLocation();
  useEffect(() => void store.load(), [store]);
  const members = store.members;
  return (
    <div role="group" aria-label={t('switcher.label')} data-testid="sub-account-switcher">
      {members.length > 1 &&
        members.map((m) => (
          <button
            key={m.applicationId}
            type="button"
            role="menuitemradio"
            aria-checked={m.current}
            className="ex-user-menu__item"
            disabled={store.switching !== undefined}
            onClick={() => void store.switchTo(m.applicationId, `${pathname}${search}`)}
            data-testid={`switch-account-${m.name}`}
            style={{ display: 'flex', gap: 8, justifyContent: 'space-between', alignItems: 'baseline', width: '100%' }}
          >
            <span>
              {m.current ? '✓ ' : ''}
              {m.name}
            </span>
            <span style={{ opacity: 0.6, fontSize: 12 }}>{m.main ? t('main') : t('sub')}</span>
          </button>
        ))}
      {store.notice && (
        <span className="ex-user-menu__account" role="alert">
          {noticeText(t, store.notice)}
        </span>
      )}
      <Link to="/account/sub-accounts" role="menuitem" className="ex-user-menu__item" data-testid="user-menu-subAccounts">
        {t('switcher.manage')}
      </Link>
    </div>
  );
});
