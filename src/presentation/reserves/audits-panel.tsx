import { Alert, Card, Descriptions, Select, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { treePath } from '../../application/reserves/ports/tree-verifier.port';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { AuditsStore } from './audits.store';
import { auditDate, megabytes, tokenAmount } from './format';
import { intlLocale } from '../../domain/shared/locale';

/**
 * The audit records (time, record id) and the chosen audit's overview with the tree download.
 * Built from antd: the proof-of-reserves page loads it lazily inside an AntdScope (`AuditsSection`).
 */
export const AuditsPanel = observer(function AuditsPanel({ treeUrl }: { treeUrl: (auditId: string) => string }) {
  const { t, i18n } = useTranslation('reserves');
  const store = useInjection(AuditsStore);
  const { audits, overview } = store;
  if (audits.status === 'error') return <Alert type="error" showIcon title={t(`errors.${audits.error}`)} />;
  if (audits.status !== 'success')
    return (
      <Card title={t('audits.title')}>
        <Skeleton active />
      </Card>
    );
  if (audits.value.length === 0)
    return (
      <Card title={t('audits.title')}>
        <Typography.Text>{t('audits.empty')}</Typography.Text>
      </Card>
    );
  const options = audits.value.map((a, i) => ({
    value: a.auditId,
    label: `${auditDate(a.auditTime, i18n.language)} · ${a.recordId}${i === 0 ? ` (${t('audits.latest')})` : ''}`,
  }));
  return (
    <Card title={t('audits.title')}>
      <Select
        data-testid="audit-select"
        style={{ width: '100%', maxWidth: 560, marginBottom: 16 }}
        value={store.selectedId}
        options={options}
        onChange={(id: string) => void store.select(id)}
        aria-label={t('audits.title')}
      />
      {overview.status === 'success' ? (
        <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered data-testid="audit-overview">
          <Descriptions.Item label={t('audits.time')}>{auditDate(overview.value.auditTime, i18n.language)}</Descriptions.Item>
          <Descriptions.Item label={t('audits.recordId')}>{overview.value.recordId}</Descriptions.Item>
          <Descriptions.Item label={t('audits.rootHash')} span={2}>
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {overview.value.rootHash}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('audits.leafCount')}>
            {overview.value.leafCount.toLocaleString(intlLocale(i18n.language))}
          </Descriptions.Item>
          <Descriptions.Item label={t('audits.userCount')}>
            {overview.value.userCount.toLocaleString(intlLocale(i18n.language))}
          </Descriptions.Item>
          <Descriptions.Item label={t('audits.totals')} span={2}>
            {overview.value.totals.map((x) => `${x.token} ${tokenAmount(x.amount, i18n.language)}`).join(' · ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('audits.treeSize')} span={2}>
            <a href={treeUrl(overview.value.auditId)} download={`${overview.value.auditId}.pb`}>
              {t('audits.download')}
            </a>{' '}
            ({megabytes(overview.value.treeBytes, i18n.language)})
          </Descriptions.Item>
        </Descriptions>
      ) : overview.status === 'error' ? (
        <Alert type="error" showIcon title={t(`errors.${overview.error}`)} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
});

/** The panel with tree links under the configured API base: what the proof-of-reserves page loads lazily. */
export function AuditsSection() {
  const config = useInjection(AppConfig);
  return <AuditsPanel treeUrl={(auditId) => `${config.apiBase.replace(/\/$/, '')}${treePath(auditId)}`} />;
}
