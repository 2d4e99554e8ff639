import { Alert, Button, Flex, Form, Input, Segmented, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ScaledDistribution } from '../../../domain/trade/algo/scaled-orders';
import { useInjection } from '../../shared/container-context';
import { saidOrTranslated, translateRefusal } from '../../shared/translate-refusal';
import { ScaledOrderStore } from './scaled-order.store';

const DISTRIBUTIONS: readonly ScaledDistribution[] = ['flat', 'ascending', 'descending'];

/** The "Scaled" order type: two prices, the number of orders, the size split, a preview of every child, "n of m placed". */
export const ScaledOrderFields = observer(function ScaledOrderFields({ sideColor, textColor }: { sideColor: string; textColor: string }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(ScaledOrderStore);
  const { base, quote } = store.form.tokens;
  const plan = store.plan;
  const field = (key: 'fromPrice' | 'toPrice' | 'count' | 'total', suffix?: string) => (
    <Form.Item label={t(`algo.scaled.${key}`)} htmlFor={`scaled-${key}`} style={{ marginBottom: 0, flex: 1 }}>
      <Input
        id={`scaled-${key}`}
        inputMode="decimal"
        autoComplete="off"
        suffix={suffix}
        value={store[key]}
        data-testid={`scaled-${key}`}
        onChange={(e) => store.set(key, e.target.value)}
      />
    </Form.Item>
  );
  const outcome = store.outcome;
  return (
    <Flex vertical gap={8} data-testid="scaled-fields">
      <Flex gap={4}>
        {field('fromPrice', quote)}
        {field('toPrice', quote)}
      </Flex>
      <Flex gap={4}>
        {field('count')}
        {field('total', base)}
      </Flex>
      <Segmented<ScaledDistribution>
        block
        size="small"
        value={store.distribution}
        onChange={(d) => store.set('distribution', d)}
        data-testid="scaled-distribution"
        aria-label={t('algo.scaled.distribution')}
        options={DISTRIBUTIONS.map((d) => ({ value: d, label: t(`algo.scaled.${d}`) }))}
      />
      {plan && !plan.ok && (
        <Alert type="error" showIcon title={translateRefusal(t, i18n.language, plan.refusal)} data-testid="scaled-refusal" />
      )}
      {plan?.ok && (
        <Table
          size="small"
          pagination={false}
          rowKey="index"
          data-testid="scaled-preview"
          scroll={{ y: 200 }}
          dataSource={plan.children.map((c, index) => ({ ...c, index }))}
          columns={[
            { key: 'n', title: '#', width: 40, render: (_, r) => r.index + 1 },
            { key: 'price', title: t('form.price'), align: 'right', dataIndex: 'price' },
            { key: 'quantity', title: t('form.size'), align: 'right', dataIndex: 'quantity' },
          ]}
        />
      )}
      <Button
        block
        size="large"
        loading={store.pending}
        disabled={!store.canSubmit}
        onClick={() => void store.submit()}
        data-testid="scaled-submit"
        style={{ background: sideColor, borderColor: sideColor, color: textColor }}
      >
        {t('algo.scaled.submit', { count: plan?.ok ? plan.children.length : 0 })}
      </Button>
      {outcome && (
        <Alert
          role="status"
          showIcon
          type={outcome.refusals.length === 0 ? 'success' : outcome.placed === 0 ? 'error' : 'warning'}
          data-testid="scaled-outcome"
          title={t('algo.scaled.outcome', { placed: outcome.placed, total: outcome.total })}
          description={
            outcome.refusals.length > 0 && (
              <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="scaled-refusals">
                {outcome.refusals.map((r) => (
                  <li key={r.index}>
                    <Typography.Text>
                      {t('algo.scaled.refusal', {
                        n: r.index + 1,
                        price: r.price,
                        quantity: r.quantity,
                        message: saidOrTranslated(t, i18n.language, r),
                      })}
                    </Typography.Text>
                  </li>
                ))}
              </ul>
            )
          }
        />
      )}
    </Flex>
  );
});
