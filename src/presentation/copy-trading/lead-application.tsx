import { Alert, Button, Card, Flex, Form, InputNumber, List, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf } from '../../domain/social/profile';
import { Link } from '../shared/navigation';
import { DecimalInput } from '../shared/decimal-input';
import { usdt } from '../social/social-format';
import type { CopyTradingStore } from './copy-trading.store';
import { leadPath } from './lead-figures';

/** Becoming a lead trader: apply with a profit share (0–30 %), change it, see the copiers. */
export const LeadApplication = observer(function LeadApplication({ store }: { store: CopyTradingStore }) {
  const { t, i18n } = useTranslation('copy');
  const mine = store.myLead.status === 'success' ? store.myLead.value : undefined;
  const [share, setShare] = useState<string | undefined>(undefined);
  const [minAmount, setMinAmount] = useState('10');
  const [maxCopiers, setMaxCopiers] = useState(100);
  const lead = mine?.lead ?? null;
  const shown = share ?? (lead ? percentOf(lead.profitShare) : '10');
  return (
    <Card size="small" title={t(lead ? 'apply.leadTitle' : 'apply.title')} data-testid="lead-application">
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(lead ? 'apply.leadText' : 'apply.text')}
        </Typography.Paragraph>
        {lead && <Link to={leadPath(lead.uuid)}>{t('apply.myPage')}</Link>}
        <Form layout="inline" onFinish={() => void store.apply(shown, minAmount, maxCopiers)}>
          <Form.Item
            label={t('apply.profitShare')}
            validateStatus={store.applyFailure === 'profitShare' ? 'error' : undefined}
            help={store.applyFailure === 'profitShare' ? t('apply.shareRange') : undefined}
          >
            <DecimalInput value={shown} suffix="%" style={{ width: 120 }} onChange={setShare} data-testid="apply-share" />
          </Form.Item>
          {!lead && (
            <Form.Item label={t('figure.minCopyAmount')}>
              <DecimalInput value={minAmount} suffix="USDT" style={{ width: 140 }} onChange={setMinAmount} />
            </Form.Item>
          )}
          {!lead && (
            <Form.Item label={t('apply.maxCopiers')}>
              <InputNumber min={1} max={1000} value={maxCopiers} onChange={(v) => setMaxCopiers(v ?? 100)} />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" data-testid="apply-submit">
            {t(lead ? 'apply.save' : 'apply.submit')}
          </Button>
        </Form>
        {store.applyFailure && store.applyFailure !== 'profitShare' && (
          <Alert type="error" showIcon title={store.applyFailure === 'network' ? t('loadFailed') : store.applyFailure} />
        )}
        {lead && (
          <List
            size="small"
            header={t('lead.copiers')}
            locale={{ emptyText: t('apply.noCopiers') }}
            dataSource={[...(mine?.copiers ?? [])]}
            data-testid="my-copiers"
            renderItem={(c) => (
              <List.Item>
                {c.coolName} · {usdt(i18n.language, c.amount)} · {usdt(i18n.language, c.pnl)}
              </List.Item>
            )}
          />
        )}
      </Flex>
    </Card>
  );
});
