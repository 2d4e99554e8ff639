import { Flex } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { EarnCalculator } from './earn-calculator';
import { EarnHeader, PAGE_STYLE } from './earn-format';
import { SavingsPositions } from './savings-positions';
import { SavingsProducts } from './savings-products';
import { SavingsStore } from './savings.store';
import { SignInPrompt } from '../shared/page-frame';

/** /staking/earn: products, RWA and the calculator for everyone; a member subscribes, redeems and sees the yield. */
export default observer(function SavingsPage() {
  const { t } = useTranslation('earn');
  const session = useInjection(SessionStore);
  const store = useInjection(SavingsStore);
  useDocumentTitle(t('savings.title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    void store.start(loggedIn);
  }, [loggedIn, store]);
  return (
    <Flex vertical gap={16} data-testid="savings-page" style={PAGE_STYLE}>
      <EarnHeader title={t('savings.title')} subtitle={t('savings.subtitle')} />
      {session.state.status === 'loggedOut' && <SignInPrompt title={t('loginToSave')} action={t('login')} back="/staking/earn" />}
      <SavingsProducts store={store} signedIn={loggedIn} />
      {loggedIn && <SavingsPositions store={store} />}
      <EarnCalculator store={store} />
    </Flex>
  );
});
