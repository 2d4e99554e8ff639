import { Alert, Flex, Segmented, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SPOT_MARGIN_LEVERAGES } from '../../domain/trade/spot-margin/spot-margin';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { RepayModal } from './spot-margin-repay-modal';
import { SpotMarginRisk } from './spot-margin-risk';
import { SpotMarginHistory, SpotMarginTokens } from './spot-margin-tables';
import { SpotMarginStore, type SpotMarginNotice } from './spot-margin.store';
import { PageHeading, SignInPrompt } from '../shared/page-frame';
import { exchangeSentence } from '../shared/failure-text';

function NoticeView({ notice, onClose }: { notice: SpotMarginNotice; onClose: () => void }) {
  const { t, i18n } = useTranslation('spotMargin');
  const text =
    notice.kind === 'refused'
      ? exchangeSentence(t, i18n.language, notice.message)
      : notice.kind === 'unanswered'
        ? t('notice.unanswered')
        : t('notice.repaid', { interest: notice.interest, principal: notice.principal, token: notice.token });
  return (
    <Alert
      type={notice.kind === 'repaid' ? 'success' : 'error'}
      showIcon
      closable
      onClose={onClose}
      title={text}
      data-testid="spot-margin-notice"
    />
  );
}

/** /account/spot-margin: choose the leverage, see the loans, the interest and the risk, repay. */
export default observer(function SpotMarginPage() {
  const { t } = useTranslation('spotMargin');
  const session = useInjection(SessionStore);
  const store = useInjection(SpotMarginStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void store.start();
  }, [loggedIn, store]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/account/spot-margin" />;
  }
  const summary = store.summary;
  return (
    <Flex vertical gap={16} data-testid="spot-margin-page">
      <PageHeading title={t('title')} subtitle={t('subtitle')} />
      {store.notice && <NoticeView notice={store.notice} onClose={() => store.dismissNotice()} />}
      {store.overview.status === 'error' && <Alert type="error" showIcon title={t('notice.unanswered')} />}
      {!summary ? (
        <Skeleton active />
      ) : (
        <>
          <Flex vertical gap={4}>
            <Typography.Text strong id="spot-margin-leverage">
              {t('leverage.label')}
            </Typography.Text>
            <Segmented<number>
              value={summary.leverage}
              disabled={store.busy}
              onChange={(v) => void store.setLeverage(v)}
              options={SPOT_MARGIN_LEVERAGES.map((l) => ({ value: l, label: l === 1 ? t('leverage.off') : `${l}×` }))}
              aria-labelledby="spot-margin-leverage"
              data-testid="spot-margin-leverage"
              style={{ alignSelf: 'flex-start' }}
            />
            <Typography.Text type="secondary">{t('leverage.hint')}</Typography.Text>
          </Flex>
          <SpotMarginRisk store={store} />
          <SpotMarginTokens store={store} />
        </>
      )}
      <SpotMarginHistory store={store} />
      <RepayModal store={store} />
    </Flex>
  );
});
