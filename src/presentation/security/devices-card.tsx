import { Button, Card, DatePicker, Segmented, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityRow, SignedInDevice } from '../../domain/security/security-records';
import { ActionModal, SafeCheckField } from './action-modal';
import { ACTIVITY_PAGE_SIZE, type SecurityListsStore } from './security-lists.store';
import { formatDateTime } from '../../domain/shared/amount-format';

/** Signed-in devices; removing one ends its session. */
export const DevicesCard = observer(function DevicesCard({ lists, twoFactorOn }: { lists: SecurityListsStore; twoFactorOn: boolean }) {
  const { t, i18n } = useTranslation('security');
  const when = (ms: number) => formatDateTime(i18n.language, ms);
  const [removing, setRemoving] = useState<SignedInDevice>();
  const rows = lists.devices.status === 'success' ? lists.devices.value : [];
  return (
    <Card title={t('devices.title')} data-testid="devices-card">
      <Table<SignedInDevice>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={rows}
        loading={lists.devices.status === 'pending'}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('devices.device'),
            dataIndex: 'deviceName',
            render: (v: string, d) => (
              <>
                {v} {d.current && <Tag color="processing">{t('devices.current')}</Tag>}
              </>
            ),
          },
          { title: t('devices.ip'), dataIndex: 'ip' },
          { title: t('devices.lastSeen'), dataIndex: 'lastSeenTime', render: when },
          {
            title: '',
            key: 'remove',
            align: 'right',
            render: (_v, d) =>
              !d.current && (
                <Button size="small" danger onClick={() => setRemoving(d)} data-testid="device-remove">
                  {t('remove')}
                </Button>
              ),
          },
        ]}
      />
      <ActionModal<{ totp?: string }>
        title={t('devices.removeTitle', { device: removing?.deviceName ?? '' })}
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        danger
        testId="device-remove-form"
        onSubmit={(v) => lists.removeDevice(removing?.id ?? 0, { totp: v.totp })}
      >
        <Typography.Paragraph type="secondary">{t('devices.removeAbout')}</Typography.Paragraph>
        <SafeCheckField show={twoFactorOn} />
      </ActionModal>
    </Card>
  );
});

/** Login and security activity: paged, with a date range (default the last 30 days). */
export const ActivityCard = observer(function ActivityCard({ lists }: { lists: SecurityListsStore }) {
  const { t, i18n } = useTranslation('security');
  const when = (ms: number) => formatDateTime(i18n.language, ms);
  const page = lists.activity.status === 'success' ? lists.activity.value : undefined;
  return (
    <Card
      title={t('activity.title')}
      data-testid="activity-card"
      extra={
        <Segmented<'login' | 'security'>
          value={lists.activityKind}
          onChange={(k) => lists.chooseKind(k)}
          options={[
            { value: 'login', label: t('activity.login') },
            { value: 'security', label: t('activity.security') },
          ]}
        />
      }
    >
      <DatePicker.RangePicker
        style={{ marginBottom: 12, maxWidth: '100%' }}
        allowEmpty={[true, true]}
        aria-label={t('activity.range')}
        onChange={(range) => lists.chooseRange(range?.[0]?.startOf('day').valueOf(), range?.[1]?.endOf('day').valueOf())}
      />
      <Table<ActivityRow>
        rowKey="id"
        size="small"
        dataSource={page ? [...page.rows] : []}
        loading={lists.activity.status === 'pending'}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page?.page ?? 1,
          pageSize: ACTIVITY_PAGE_SIZE,
          total: page?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => void lists.loadActivity(p),
        }}
        columns={[
          { title: t('activity.time'), dataIndex: 'createdTime', render: when },
          { title: t('activity.event'), dataIndex: 'type', render: (v: string) => t(`activity.types.${v}`, { defaultValue: v }) },
          { title: t('devices.device'), dataIndex: 'deviceName' },
          { title: t('devices.ip'), dataIndex: 'ip' },
        ]}
      />
    </Card>
  );
});
