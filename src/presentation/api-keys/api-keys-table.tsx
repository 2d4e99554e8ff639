import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { daysLeft, statusAt, type ApiKey } from '../../domain/api-keys/api-key';
import { useInjection } from '../shared/container-context';
import { API_KEYS_PAGE_SIZE, type ApiKeysStore } from './api-keys.store';
import { formatDate } from '../../domain/shared/amount-format';

/** The expiry cell: no expiry (it has an IP list), N days left, or expired. */
function Expiry({ apiKey, now }: { apiKey: ApiKey; now: number }) {
  const { t } = useTranslation('apiKeys');
  if (statusAt(apiKey, now) === 'EXPIRED') return <Tag color="error">{t('status.expired')}</Tag>;
  const days = daysLeft(apiKey, now);
  if (days === null) return <Typography.Text type="secondary">{t('status.noExpiry')}</Typography.Text>;
  return <Tag color="warning">{t('status.expiresIn', { count: days })}</Tag>;
}

/** The keys, paged: label, key (with copy), permissions, IP list, expiry, created, edit IPs and delete. */
export const ApiKeysTable = observer(function ApiKeysTable({ store }: { store: ApiKeysStore }) {
  const { t, i18n } = useTranslation('apiKeys');
  const copy = useInjection(CopyToClipboard);
  const keys = store.keys;
  const page = keys.status === 'success' ? keys.value : undefined;
  return (
    <Table<ApiKey>
      data-testid="api-keys-table"
      rowKey="apiKey"
      size="middle"
      scroll={{ x: 'max-content' }}
      loading={keys.status === 'pending'}
      dataSource={page ? [...page.rows] : []}
      locale={{ emptyText: keys.status === 'error' ? t('loadFailed') : t('empty') }}
      pagination={
        page && page.total > API_KEYS_PAGE_SIZE
          ? {
              current: page.page,
              pageSize: API_KEYS_PAGE_SIZE,
              total: page.total,
              onChange: (p) => void store.load(p),
              showSizeChanger: false,
            }
          : false
      }
      columns={[
        {
          key: 'label',
          title: t('column.label'),
          dataIndex: 'label',
          render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
        },
        {
          key: 'apiKey',
          title: t('column.apiKey'),
          render: (_, k) => (
            <Flex gap={4} align="center">
              <Typography.Text code data-testid="api-key-row-key">
                {k.apiKey}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                icon={<CopyOutlined />}
                aria-label={t('copy', { what: t('column.apiKey') })}
                onClick={() => void copy.execute(k.apiKey)}
              />
            </Flex>
          ),
        },
        {
          key: 'permissions',
          title: t('column.permissions'),
          render: (_, k) => (
            <Flex gap={4} wrap>
              {k.permissions.map((p) => (
                <Tag key={p}>{t(`permission.${p}`)}</Tag>
              ))}
            </Flex>
          ),
        },
        {
          key: 'ips',
          title: t('column.ips'),
          render: (_, k) =>
            k.allowedIps.length === 0 ? (
              <Typography.Text type="warning">{t('anyIp')}</Typography.Text>
            ) : (
              <Flex vertical>
                {k.allowedIps.map((ip) => (
                  <Typography.Text key={ip} style={{ fontFamily: 'monospace' }}>
                    {ip}
                  </Typography.Text>
                ))}
              </Flex>
            ),
        },
        { key: 'expiry', title: t('column.expiry'), render: (_, k) => <Expiry apiKey={k} now={store.now} /> },
        { key: 'created', title: t('column.created'), render: (_, k) => formatDate(i18n.language, k.createdTime) },
        {
          key: 'actions',
          title: t('column.actions'),
          render: (_, k) => (
            <Flex gap={8}>
              <Button size="small" onClick={() => store.openEdit(k)} disabled={statusAt(k, store.now) === 'EXPIRED'}>
                {t('edit.open')}
              </Button>
              <Popconfirm
                title={t('delete.confirm', { label: k.label })}
                okText={t('delete.ok')}
                cancelText={t('cancel')}
                onConfirm={() => store.remove(k)}
              >
                <Button size="small" danger>
                  {t('delete.open')}
                </Button>
              </Popconfirm>
            </Flex>
          ),
        },
      ]}
    />
  );
});
