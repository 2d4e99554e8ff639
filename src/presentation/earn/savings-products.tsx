import { Alert, Button, Card, Flex, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RwaAsset } from '../../domain/earn/earn-types';
import type { SavingsProduct } from '../../domain/earn/savings';
import { amountMessage } from '../shared/amount-message';
import { refusalText } from '../shared/refusal-text';
import { DecimalInput } from '../shared/decimal-input';
import { earnAmount, percent } from './earn-format';
import type { SavingsStore } from './savings.store';

/** The products (flexible and fixed, RWA-backed marked), the chosen one's subscribe form, and the RWA table. */
export const SavingsProducts = observer(function SavingsProducts({ store, signedIn }: { store: SavingsStore; signedIn: boolean }) {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const p = store.product;
  const rwa = store.rwa.status === 'success' ? store.rwa.value : [];
  const notice = store.notice;
  const done = store.done;
  return (
    <Flex vertical gap={16}>
      <section aria-label={t('savings.productsTitle')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('savings.productsTitle')}
        </Typography.Title>
        <Table<SavingsProduct>
          size="small"
          rowKey="productId"
          dataSource={[...store.products]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="savings-products"
          loading={store.catalogue.status === 'pending'}
          columns={[
            {
              title: t('savings.product'),
              key: 'product',
              render: (_, r) => (
                <Space wrap size={4}>
                  <Typography.Text strong>{r.token}</Typography.Text>
                  <Tag>{t(`savings.kind.${r.kind}`)}</Tag>
                  {r.rwa && <Tag color="gold">RWA</Tag>}
                </Space>
              ),
            },
            {
              title: t('savings.apr'),
              key: 'apr',
              render: (_, r) => <Typography.Text type="success">{percent(lng, r.apr)}</Typography.Text>,
            },
            {
              title: t('savings.term'),
              key: 'term',
              render: (_, r) => (r.termDays > 0 ? t('staking.days', { count: r.termDays }) : t('savings.anyTime')),
            },
            { title: t('savings.compounding'), key: 'compounding', render: (_, r) => (r.compounding ? t('savings.yes') : t('savings.no')) },
            { title: t('savings.min'), key: 'min', render: (_, r) => `${earnAmount(lng, r.minAmount)} ${r.token}` },
            {
              title: '',
              key: 'go',
              fixed: 'right',
              render: (_, r) => (
                <Button
                  size="small"
                  type={store.selected === r.productId ? 'primary' : 'default'}
                  disabled={!signedIn}
                  onClick={() => store.choose(r.productId)}
                  data-testid={`subscribe-${r.productId}`}
                >
                  {t('savings.subscribe')}
                </Button>
              ),
            },
          ]}
        />
      </section>
      <SubscribeCard store={store} />
      {notice && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => store.dismiss()}
          data-testid="savings-notice"
          title={notice.kind === 'refused' ? refusalText(t, lng, notice.message, t('staking.amount'), p?.token) : t('notice.unanswered')}
        />
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => store.dismiss()}
          data-testid="savings-done"
          title={
            done.kind === 'subscribed'
              ? t('savings.subscribed', { amount: earnAmount(lng, done.position.principal), token: done.position.token })
              : t('savings.redeemed', { amount: earnAmount(lng, done.result.received), token: done.result.token })
          }
        />
      )}
      <section aria-label={t('savings.rwaTitle')}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {t('savings.rwaTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('savings.rwaText')}</Typography.Paragraph>
        <Table<RwaAsset>
          size="small"
          rowKey="name"
          dataSource={rwa}
          pagination={false}
          scroll={{ x: 'max-content' }}
          data-testid="rwa-table"
          loading={store.rwa.status === 'pending'}
          columns={[
            { title: t('savings.rwaName'), key: 'name', dataIndex: 'name' },
            { title: t('savings.issuer'), key: 'issuer', dataIndex: 'issuer' },
            { title: t('savings.apy'), key: 'apy', render: (_, r) => percent(lng, r.apy) },
            { title: t('savings.notional'), key: 'notional', render: (_, r) => `${earnAmount(lng, r.notional)} USDT` },
            {
              title: '',
              key: 'go',
              render: (_, r) =>
                r.productId && (
                  <Button size="small" disabled={!signedIn} onClick={() => store.choose(r.productId)}>
                    {t('savings.subscribe')}
                  </Button>
                ),
            },
          ]}
        />
      </section>
    </Flex>
  );
});

/** The chosen product's subscribe form: the amount (with Max and what is available), the product's rule, confirm. */
const SubscribeCard = observer(function SubscribeCard({ store }: { readonly store: SavingsStore }) {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const p = store.product;
  const problem = store.amountProblem;
  if (!p) return null;
  return (
    <Card
      size="small"
      title={t('savings.subscribeTo', { token: p.token, kind: t(`savings.kind.${p.kind}`) })}
      data-testid="subscribe-card"
      style={{ maxWidth: 520 }}
    >
      <Flex vertical gap={8}>
        <Typography.Text id="subscribe-amount">{t('staking.amount')}</Typography.Text>
        <Space.Compact block>
          <DecimalInput
            value={store.amount}
            aria-labelledby="subscribe-amount"
            suffix={p.token}
            data-testid="subscribe-amount"
            status={problem ? 'error' : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'subscribe-amount-problem' : undefined}
            onChange={(v) => store.setAmount(v)}
            onPressEnter={() => void store.subscribe()}
          />
          <Button onClick={() => store.fillMax()} disabled={store.available === undefined} data-testid="subscribe-max">
            {t('staking.max')}
          </Button>
        </Space.Compact>
        {problem && (
          <Typography.Text type="danger" role="alert" id="subscribe-amount-problem" data-testid="subscribe-amount-problem">
            {amountMessage(t, lng, problem, t('staking.amount'), p.token)}
          </Typography.Text>
        )}
        {store.available !== undefined && (
          <Typography.Text type="secondary" data-testid="subscribe-available">
            {t('savings.available', { amount: earnAmount(lng, store.available), token: p.token })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {p.kind === 'FIXED' ? t('savings.fixedRule', { days: p.termDays }) : t('savings.flexibleRule')}
        </Typography.Text>
        <Flex gap={8}>
          <Button
            type="primary"
            loading={store.busy}
            disabled={store.amount.trim() === '' || !!problem}
            onClick={() => void store.subscribe()}
            data-testid="subscribe-submit"
          >
            {t('savings.confirm')}
          </Button>
          <Button onClick={() => store.choose(undefined)}>{t('savings.cancel')}</Button>
        </Flex>
      </Flex>
    </Card>
  );
});
