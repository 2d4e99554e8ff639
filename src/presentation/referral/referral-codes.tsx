import { Button, Card, Flex, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralCode } from '../../application/referral/ports/referral-api.port';
import { MAX_REFERRAL_CODES } from '../../domain/referral/referral';
import { ReferralCodeForm, splitLabel } from './referral-code-form';
import type { ReferralStore } from './referral.store';

/** The member's codes: default first, split, note, referees; create, edit, make default, show its link. */
export const ReferralCodes = observer(function ReferralCodes({ store }: { store: ReferralStore }) {
  const { t } = useTranslation('campaigns');
  const [form, setForm] = useState<{ open: boolean; editing?: ReferralCode }>({ open: false });
  return (
    <Card
      size="small"
      title={t('referral.codes', { count: store.list.length, max: MAX_REFERRAL_CODES })}
      data-testid="referral-codes"
      extra={
        <Button type="primary" disabled={!store.canCreate} onClick={() => setForm({ open: true })} data-testid="referral-create">
          {t('referral.create')}
        </Button>
      }
    >
      <Table<ReferralCode>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...store.list]}
        loading={store.codes.status === 'pending'}
        onRow={(code) => ({ 'data-testid': `referral-code-${code.code}` }) as object}
        columns={[
          {
            title: t('referral.code'),
            dataIndex: 'code',
            render: (_, c) => (
              <Flex gap={6} align="center">
                <Typography.Text strong copyable={{ text: c.code, tooltips: [t('referral.copy'), t('referral.copied')] }}>
                  {c.code}
                </Typography.Text>
                {c.isDefault && (
                  <Tag color="blue" data-testid="referral-default-tag">
                    {t('referral.default')}
                  </Tag>
                )}
              </Flex>
            ),
          },
          { title: t('referral.split'), dataIndex: 'split', render: (_, c) => splitLabel(t, c.split) },
          {
            title: t('referral.note'),
            dataIndex: 'note',
            render: (note: string) => note || <Typography.Text type="secondary">—</Typography.Text>,
          },
          { title: t('referral.referees'), dataIndex: 'referees', align: 'right' },
          {
            title: '',
            key: 'actions',
            render: (_, c) => (
              <Flex gap={4} wrap>
                <Button
                  size="small"
                  type={store.shown?.id === c.id ? 'primary' : 'default'}
                  ghost={store.shown?.id === c.id}
                  onClick={() => store.show(c.id)}
                  data-testid="referral-show"
                >
                  {t('referral.showLink')}
                </Button>
                <Button size="small" onClick={() => setForm({ open: true, editing: c })} data-testid="referral-edit">
                  {t('referral.edit')}
                </Button>
                {!c.isDefault && (
                  <Button size="small" onClick={() => void store.makeDefault(c.id)} data-testid="referral-make-default">
                    {t('referral.makeDefault')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
      <ReferralCodeForm store={store} open={form.open} editing={form.editing} onClose={() => setForm({ open: false })} />
    </Card>
  );
});
