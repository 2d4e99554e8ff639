import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Select, Skeleton, Tag, Typography, Upload } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_MIME_TYPES, DOCUMENT_TYPES, EU_RULES, KYC_LEVELS, type KycField } from '../../domain/account/identity-verification';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { KycStore } from './kyc.store';
import { intlLocale } from '../../domain/shared/locale';

const STATUS_ALERT = { NONE: 'info', PENDING: 'warning', APPROVED: 'success', REJECTED: 'error' } as const;

/** Level 0 and level 1, each with the daily withdrawal limit and what it unlocks; the current one marked. */
const Levels = observer(function Levels({ store }: { store: KycStore }) {
  const { t, i18n } = useTranslation('kyc');
  const current = store.status.status === 'success' ? store.status.value.level : 0;
  const limit = (value: string) => new Intl.NumberFormat(intlLocale(i18n.language)).format(Number(value));
  return (
    <Row gutter={[16, 16]}>
      {KYC_LEVELS.map((level) => (
        <Col xs={24} md={12} key={level.level}>
          <Card
            size="small"
            title={t(`level.${level.level}`)}
            data-testid={`kyc-level-${level.level}`}
            extra={level.level === current ? <Tag color="success">{t('level.current')}</Tag> : null}
          >
            <Typography.Paragraph type="secondary">
              {t('level.withdrawal', { amount: limit(level.dailyWithdrawalUsdt) })}
            </Typography.Paragraph>
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {level.unlocks.map((u) => (
                <li key={u}>{t(`unlocks.${u}`)}</li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
});

/** Where the account stands: nothing sent, under review, verified, or rejected with the reason. */
const StatusBanner = observer(function StatusBanner({ store }: { store: KycStore }) {
  const { t } = useTranslation('kyc');
  if (store.status.status !== 'success') return null;
  const s = store.status.value;
  const reason =
    s.status === 'REJECTED' ? (s.reason ? t(`reason.${s.reason}`, { defaultValue: s.reasonMessage }) : s.reasonMessage) : undefined;
  return (
    <Alert
      type={STATUS_ALERT[s.status]}
      showIcon
      data-testid="kyc-status"
      data-status={s.status}
      title={t(`status.${s.status}`)}
      description={reason ?? t(`statusHint.${s.status}`)}
    />
  );
});

/** The application: name, birth date, country, document type and file; each field shows its own problem. */
const ApplicationForm = observer(function ApplicationForm({ store }: { store: KycStore }) {
  const { t } = useTranslation('kyc');
  const problem = (field: KycField) => (store.problems[field] ? t(`problem.${store.problems[field]}`) : undefined);
  const item = (field: KycField) => ({ validateStatus: problem(field) ? ('error' as const) : undefined, help: problem(field) });
  const region = store.selectedRegion;
  return (
    <Card title={t('form.title')} data-testid="kyc-form">
      {region?.eu && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="kyc-eu-rules"
          title={t('eu.title')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {EU_RULES.map((r) => (
                <li key={r}>{t(`eu.${r}`)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form layout="vertical" onFinish={() => void store.submit()} disabled={store.submitting}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.firstName')} {...item('firstName')}>
              <Input
                value={store.form.firstName}
                onChange={(e) => store.setField('firstName', e.target.value)}
                autoComplete="given-name"
                data-testid="kyc-first-name"
                maxLength={50}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.lastName')} {...item('lastName')}>
              <Input
                value={store.form.lastName}
                onChange={(e) => store.setField('lastName', e.target.value)}
                autoComplete="family-name"
                data-testid="kyc-last-name"
                maxLength={50}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.birthDate')} extra={t('form.birthDateHint')} {...item('birthDate')}>
              <Input
                type="date"
                value={store.form.birthDate}
                onChange={(e) => store.setField('birthDate', e.target.value)}
                autoComplete="bday"
                data-testid="kyc-birth-date"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.country')} {...item('country')}>
              <Select
                showSearch
                optionFilterProp="label"
                value={store.form.country || undefined}
                onChange={(v: string) => store.setField('country', v)}
                placeholder={t('form.countryPlaceholder')}
                data-testid="kyc-country"
                options={store.regions.map((r) => ({
                  value: r.code,
                  label: r.restricted ? `${r.name} (${t('form.restricted')})` : r.name,
                  disabled: r.restricted,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.documentType')} {...item('documentType')}>
              <Select
                value={store.form.documentType || undefined}
                onChange={(v: string) => store.setField('documentType', v)}
                data-testid="kyc-document-type"
                placeholder={t('form.documentTypePlaceholder')}
                options={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`document.${d}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.document')} extra={t('form.documentHint')} {...item('document')}>
              <Upload
                accept={DOCUMENT_MIME_TYPES.join(',')}
                maxCount={1}
                showUploadList={false}
                beforeUpload={(file) => {
                  store.setFile(file, file.name);
                  return false;
                }}
                data-testid="kyc-document"
              >
                <Button icon={<UploadOutlined />}>{store.fileName || t('form.choose')}</Button>
              </Upload>
            </Form.Item>
          </Col>
        </Row>
        {store.notice && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="kyc-notice"
            title={store.notice.kind === 'refused' ? store.notice.message : t('unanswered')}
          />
        )}
        <Button type="primary" htmlType="submit" loading={store.submitting} data-testid="kyc-submit">
          {t('form.submit')}
        </Button>
      </Form>
    </Card>
  );
});

/** /account/identity-verification: the levels, the status of the application, and the form while one may apply. */
export default observer(function IdentityVerificationPage() {
  const { t } = useTranslation('kyc');
  const session = useInjection(SessionStore);
  const store = useInjection(KycStore);
  useDocumentTitle(t('title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (!loggedIn) return undefined;
    void store.start();
    return () => store.stop();
  }, [loggedIn, store]);

  return (
    <Flex vertical gap={16} data-testid="kyc-page">
      <div>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      </div>
      {store.status.status === 'pending' || store.status.status === 'idle' ? <Skeleton active /> : null}
      {store.status.status === 'error' && (
        <Alert type="error" showIcon title={t('failed')} action={<Button onClick={() => void store.start()}>{t('retry')}</Button>} />
      )}
      <StatusBanner store={store} />
      <Levels store={store} />
      {store.canApply && <ApplicationForm store={store} />}
    </Flex>
  );
});
