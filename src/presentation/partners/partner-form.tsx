import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Result, Row, Select, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { CLIENT_COUNT_BANDS, PARTNER_LIMITS, PARTNER_MARKETS, type PartnerKind } from '../../domain/partners/partner-application';
import { useInjection } from '../shared/container-context';
import { useLeaveGuard } from '../shared/navigation';
import { PartnerFormStore } from './partner-form.store';

const TEXT_FIELDS = {
  companyName: { max: PARTNER_LIMITS.company, autoComplete: 'organization' },
  contactName: { max: PARTNER_LIMITS.name, autoComplete: 'name' },
  email: { max: PARTNER_LIMITS.email, autoComplete: 'email', type: 'email' },
  telegram: { max: PARTNER_LIMITS.telegram + 1, autoComplete: 'off' },
  website: { max: PARTNER_LIMITS.website, autoComplete: 'url', type: 'url' },
  country: { max: PARTNER_LIMITS.country, autoComplete: 'country-name' },
} as const;
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(['telegram', 'website']);

/** The application form of the broker or market-maker programme; values survive failures and reloads. */
export const PartnerForm = observer(function PartnerForm({ kind, title }: { kind: PartnerKind; title: string }) {
  const store = useInjection(PartnerFormStore);
  useState(() => store.start(kind));
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  usePartnerLeaveGuard(store.sending);
  const id = (field: string) => `${kind}-${field}`;
  const error = (field: string) => (store.errors[field] ? t(`partners.errors.${store.errors[field]}`) : undefined);
  const item = (field: string, control: ReactNode, required = false) => (
    <Form.Item
      label={t(`partners.fields.${field}`)}
      htmlFor={id(field)}
      required={required}
      validateStatus={store.errors[field] ? 'error' : undefined}
      help={error(field)}
      data-testid={`field-${field}`}
    >
      {control}
    </Form.Item>
  );
  const text = (field: keyof typeof TEXT_FIELDS, required = true) => {
    const spec: { max: number; autoComplete: string; type?: string } = TEXT_FIELDS[field];
    return item(
      field,
      <Input
        id={id(field)}
        name={field}
        type={spec.type ?? 'text'}
        autoComplete={spec.autoComplete}
        maxLength={spec.max}
        value={String(store.value(field) ?? '')}
        onChange={(e) => store.setField(field, e.target.value)}
        aria-required={required}
      />,
      required,
    );
  };

  if (store.status === 'sent') return <PartnerSent kind={kind} onAnother={() => store.reset()} />;
  return (
    <Card>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3, marginTop: 0 }} id={`${kind}-form-title`}>
        {title}
      </Typography.Title>
      <Form
        layout="vertical"
        component="form"
        aria-labelledby={`${kind}-form-title`}
        data-testid={`${kind}-form`}
        noValidate
        onFinish={() => void store.submit()}
        requiredMark
      >
        <Row gutter={token.marginMD}>
          {(Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[]).map((field) => (
            <Col key={field} xs={24} md={12}>
              {text(field, !OPTIONAL_FIELDS.has(field))}
            </Col>
          ))}
          {kind === 'broker' ? (
            <Col xs={24} md={12}>
              {item(
                'clientCount',
                <Select
                  id={id('clientCount')}
                  value={(store.value('clientCount') as string) || undefined}
                  onChange={(v) => store.setField('clientCount', v)}
                  options={CLIENT_COUNT_BANDS.map((b) => ({ value: b, label: t(`partners.clientCount.${b}`) }))}
                  aria-required
                />,
                true,
              )}
            </Col>
          ) : (
            <>
              <Col xs={24} md={12}>
                {item(
                  'markets',
                  <Checkbox.Group
                    value={(store.value('markets') as string[]) ?? []}
                    onChange={(v) => store.setField('markets', v as string[])}
                    options={PARTNER_MARKETS.map((m) => ({ value: m, label: t(`partners.markets.${m}`) }))}
                  />,
                  true,
                )}
              </Col>
              <Col xs={24} md={12}>
                {item(
                  'monthlyVolumeUsd',
                  <Input
                    id={id('monthlyVolumeUsd')}
                    inputMode="decimal"
                    addonAfter="USD"
                    value={String(store.value('monthlyVolumeUsd') ?? '')}
                    onChange={(e) => store.setField('monthlyVolumeUsd', e.target.value)}
                    aria-required
                  />,
                  true,
                )}
              </Col>
            </>
          )}
          <Col xs={24}>
            {item(
              'message',
              <Input.TextArea
                id={id('message')}
                rows={4}
                maxLength={PARTNER_LIMITS.message}
                showCount
                value={String(store.value('message') ?? '')}
                onChange={(e) => store.setField('message', e.target.value)}
              />,
            )}
          </Col>
          <Col xs={24}>
            <Form.Item validateStatus={store.errors.consent ? 'error' : undefined} help={error('consent')} data-testid="field-consent">
              <Checkbox
                id={id('consent')}
                checked={store.value('consent') === true}
                onChange={(e) => store.setField('consent', e.target.checked)}
              >
                {t('partners.fields.consent')}{' '}
                <Typography.Link href={config.links.privacyPolicy} target="_blank" rel="noopener noreferrer" underline>
                  {t('partners.privacy')}
                </Typography.Link>
              </Checkbox>
            </Form.Item>
          </Col>
        </Row>
        <Alert type="info" showIcon title={t('partners.draftKept')} style={{ marginBottom: token.marginMD }} />
        <Button type="primary" htmlType="submit" size="large" loading={store.sending} data-testid="partner-submit">
          {store.sending ? t('partners.sending') : t('partners.submit')}
        </Button>
      </Form>
    </Card>
  );
});

/** Leaving while the application is being sent would hide whether it arrived: ask first. */
function usePartnerLeaveGuard(sending: boolean): void {
  const { t } = useTranslation('site');
  const { modal } = App.useApp();
  const confirmLeave = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('partners.leave.title'),
          content: t('partners.leave.content'),
          okText: t('partners.leave.ok'),
          cancelText: t('partners.leave.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
  useLeaveGuard(sending, confirmLeave);
}

/** The application arrived: say so, and offer another. */
function PartnerSent({ kind, onAnother }: { readonly kind: PartnerKind; readonly onAnother: () => void }) {
  const { t } = useTranslation('site');
  return (
    <Card>
      <Result
        status="success"
        title={
          <h3 style={{ margin: 0 }} data-testid="partner-sent">
            {t('partners.sentTitle')}
          </h3>
        }
        subTitle={t(`partners.${kind}.sent`)}
        extra={<Button onClick={() => onAnother()}>{t('partners.another')}</Button>}
      />
    </Card>
  );
}
