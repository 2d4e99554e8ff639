import { Alert, Button, Col, Flex, Row, Skeleton, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { treePath } from '../../application/reserves/ports/tree-verifier.port';
import { AppConfig } from '../../application/shared/app-config';
import { AssetDonut } from '../reserves/asset-donut';
import { AuditsPanel } from '../reserves/audits-panel';
import { AuditsStore } from '../reserves/audits.store';
import { BalanceSheetStore } from '../reserves/balance-sheet.store';
import { BalanceTables } from '../reserves/balance-tables';
import { auditDate } from '../reserves/format';
import { ReserveGauges } from '../reserves/reserve-gauges';
import { ReservesCheckPanel } from '../reserves/reserves-check-panel';
import { ReservesCheckStore } from '../reserves/reserves-check.store';
import { ReservesFaq } from '../reserves/reserves-faq';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

/** /proof-of-reserves: the live balance sheet, the audits and the in-browser Merkle check (`?auditId&userHash` prefill). */
export default observer(function ProofOfReservesPage() {
  const { t, i18n } = useTranslation('reserves');
  const { token } = theme.useToken();
  const sheet = useInjection(BalanceSheetStore);
  const audits = useInjection(AuditsStore);
  const check = useInjection(ReservesCheckStore);
  const config = useInjection(AppConfig);
  const [params] = useSearchParams();
  useDocumentTitle(t('title'));

  useEffect(() => {
    const auditId = params.get('auditId') ?? undefined;
    const userHash = params.get('userHash');
    if (auditId) check.setAuditId(auditId);
    if (userHash) check.setUserHash(userHash);
    sheet.start();
    void audits.start(auditId);
    if (userHash) document.getElementById('verify')?.scrollIntoView();
    return () => sheet.dispose();
  }, [params, sheet, audits, check]);

  const state = sheet.state;
  return (
    <PageSection>
      <Flex vertical gap={token.marginLG}>
        <div>
          <Typography.Title level={1} data-testid="page-title" style={{ marginBottom: token.marginXS }}>{t('title')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>{t('subtitle')}</Typography.Paragraph>
          {sheet.updatedAt !== undefined && (
            <Typography.Text type="secondary" data-testid="updated-at">{t('updatedAt', { time: auditDate(sheet.updatedAt, i18n.language) })}</Typography.Text>
          )}
        </div>
        {state.status === 'error' ? (
          <Alert type="error" showIcon message={t(`errors.${state.error}`)} action={<Button onClick={() => void sheet.refresh()}>{t('retry')}</Button>} />
        ) : state.status !== 'success' ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            <Row gutter={[token.marginLG, token.marginLG]}>
              <Col xs={24} md={14}><ReserveGauges sheet={state.value} /></Col>
              <Col xs={24} md={10}><AssetDonut assets={state.value.assets} /></Col>
            </Row>
            <BalanceTables sheet={state.value} />
          </>
        )}
        <AuditsPanel treeUrl={(auditId) => `${config.apiBase.replace(/\/$/, '')}${treePath(auditId)}`} />
        <ReservesCheckPanel />
        <ReservesFaq />
      </Flex>
    </PageSection>
  );
});
