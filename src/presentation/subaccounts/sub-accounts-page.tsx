import { Alert, Button, Card, Flex, Input, Modal, Table, Tag, Typography, type TableProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from '../../domain/subaccounts/nickname';
import type { SubAccountMember } from '../../domain/subaccounts/sub-account';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { dateTime } from '../shared/account-format';
import { noticeText } from './notice-text';
import { SubAccountsStore } from './sub-accounts.store';

/** /account/sub-accounts: the family's accounts, creating one (nickname 1–20 characters, up to 10), renaming, switching. */
export default observer(function SubAccountsPage() {
  const { t, i18n } = useTranslation('subaccounts');
  const store = useInjection(SubAccountsStore);
  const [nickname, setNickname] = useState('');
  const [renaming, setRenaming] = useState<SubAccountMember | undefined>(undefined);
  const [alias, setAlias] = useState('');
  useDocumentTitle(t('title'));
  useEffect(() => void store.load(), [store]);

  const create = async () => {
    if (await store.create(nickname)) setNickname('');
  };
  const rename = async () => {
    if (renaming && (await store.rename(renaming.applicationId, alias))) setRenaming(undefined);
  };
  const columns: TableProps<SubAccountMember>['columns'] = [
    {
      key: 'name',
      title: t('col.name'),
      render: (_, m) => (
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong data-testid="sub-account-name">
            {m.name}
          </Typography.Text>
          <Tag color={m.main ? 'gold' : 'blue'}>{m.main ? t('main') : t('sub')}</Tag>
          {m.current && <Tag color="green">{t('current')}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'id',
      title: t('col.applicationId'),
      responsive: ['md'],
      render: (_, m) => (
        <Typography.Text copyable type="secondary" style={{ fontSize: 12 }}>
          {m.applicationId}
        </Typography.Text>
      ),
    },
    { key: 'created', title: t('col.created'), responsive: ['lg'], render: (_, m) => dateTime(i18n.language, m.createdTime) },
    {
      key: 'actions',
      title: t('col.actions'),
      align: 'right',
      render: (_, m) => (
        <Flex gap={4} justify="flex-end" wrap>
          {!m.main && (
            <Button
              size="small"
              onClick={() => {
                setRenaming(m);
                setAlias(m.name);
              }}
            >
              {t('rename')}
            </Button>
          )}
          <Button
            size="small"
            type="primary"
            ghost
            disabled={m.current}
            loading={store.switching === m.applicationId}
            onClick={() => void store.switchTo(m.applicationId, '/wallet')}
            data-testid={`switch-${m.name}`}
          >
            {m.current ? t('current') : t('switchTo')}
          </Button>
        </Flex>
      ),
    },
  ];
  const full = store.subs.length >= store.limit;
  return (
    <Flex vertical gap={16} data-testid="sub-accounts-page" style={{ width: '100%' }}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
      </div>
      {store.notice && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => store.dismiss()}
          title={noticeText(t, store.notice)}
          data-testid="sub-account-notice"
        />
      )}
      <Card
        title={t('create.title')}
        extra={<Typography.Text type="secondary">{t('create.count', { count: store.subs.length, limit: store.limit })}</Typography.Text>}
      >
        {store.actingAsSub ? (
          <Alert type="info" showIcon title={t('create.mainOnly')} />
        ) : (
          <Flex gap={8} wrap>
            <Input
              style={{ flex: '1 1 220px', maxWidth: 360 }}
              value={nickname}
              maxLength={NICKNAME_MAX + 10}
              placeholder={t('create.placeholder')}
              onChange={(e) => setNickname(e.target.value)}
              onPressEnter={() => void create()}
              disabled={full}
              aria-label={t('create.nickname')}
              data-testid="sub-account-nickname"
            />
            <Button type="primary" onClick={() => void create()} loading={store.busy} disabled={full} data-testid="sub-account-create">
              {t('create.submit')}
            </Button>
          </Flex>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
          {full ? t('create.full', { limit: store.limit }) : t('create.rule', { max: NICKNAME_MAX })}
        </Typography.Paragraph>
      </Card>
      <Table<SubAccountMember>
        rowKey="applicationId"
        columns={columns}
        dataSource={[...store.members]}
        pagination={false}
        size="middle"
        loading={store.list.status === 'pending'}
        locale={{ emptyText: t('empty') }}
        data-testid="sub-accounts-table"
      />
      <Modal
        open={renaming !== undefined}
        title={t('renameTitle')}
        onCancel={() => setRenaming(undefined)}
        onOk={() => void rename()}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={store.busy}
        destroyOnHidden
      >
        <Input
          value={alias}
          onChange={(e) => setAlias(e.target.value)}
          onPressEnter={() => void rename()}
          aria-label={t('create.nickname')}
          data-testid="sub-account-alias"
        />
      </Modal>
    </Flex>
  );
});
