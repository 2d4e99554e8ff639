import { Button, Card, Flex, Form, Input, Progress, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { AuditsStore } from './audits.store';
import { CheckResult } from './check-result';
import { auditDate } from './format';
import { ReservesCheckStore } from './reserves-check.store';

/**
 * "Verify your account": pick an audit, paste the user hash, watch the in-browser proof, read the result.
 * Built from antd: the page loads it lazily inside an AntdScope, under its `#verify` anchor.
 */
export const ReservesCheckPanel = observer(function ReservesCheckPanel() {
  const { t, i18n } = useTranslation('reserves');
  const check = useInjection(ReservesCheckStore);
  const audits = useInjection(AuditsStore);
  const list = audits.audits.status === 'success' ? audits.audits.value : [];
  const auditId = check.auditId ?? list[0]?.auditId;
  return (
    <Card title={t('verify.title')} data-testid="verify-panel">
      <Typography.Paragraph type="secondary">{t('verify.intro')}</Typography.Paragraph>
      <Form
        layout="vertical"
        onFinish={() => {
          if (auditId) check.setAuditId(auditId);
          void check.verify();
        }}
      >
        <Form.Item label={t('verify.audit')}>
          <Select
            data-testid="verify-audit"
            value={auditId}
            onChange={(id: string) => check.setAuditId(id)}
            aria-label={t('verify.audit')}
            options={list.map((a, i) => ({
              value: a.auditId,
              label: `${auditDate(a.auditTime, i18n.language)}${i === 0 ? ` (${t('audits.latest')})` : ''}`,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('verify.hashLabel')}>
          <Input
            data-testid="user-hash-input"
            value={check.userHash}
            placeholder={t('verify.hashPlaceholder')}
            spellCheck={false}
            onChange={(e) => check.setUserHash(e.target.value)}
            style={{ fontFamily: 'monospace' }}
            aria-label={t('verify.hashLabel')}
          />
        </Form.Item>
        <Flex gap={12} wrap align="center">
          <Button
            type="primary"
            htmlType="submit"
            loading={check.running}
            disabled={!auditId || check.userHash.trim() === ''}
            data-testid="verify-button"
          >
            {t('verify.submit')}
          </Button>
          <Button
            loading={check.running}
            disabled={!auditId || check.userHash.trim() === ''}
            data-testid="verify-proof-button"
            onClick={() => {
              if (auditId) check.setAuditId(auditId);
              void check.verify('proof');
            }}
          >
            {t('verify.quick')}
          </Button>
          <Typography.Link href="/account/audit">{t('verify.findHash')}</Typography.Link>
        </Flex>
      </Form>
      {check.progress && (
        <div style={{ marginTop: 16 }} data-testid="verify-progress">
          <Typography.Text type="secondary">{t(`verify.phase.${check.progress.phase}`)}</Typography.Text>
          <Progress percent={Math.floor(check.progress.fraction * 100)} status="active" />
        </div>
      )}
      <CheckResult />
    </Card>
  );
});
