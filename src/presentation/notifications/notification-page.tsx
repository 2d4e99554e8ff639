import { Badge, Button, Card, Empty, Flex, List, Pagination, Result, Segmented, Skeleton, Switch, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ALWAYS_ON, NOTIFICATION_CATEGORIES, type InboxEntry } from '../../domain/notifications/inbox';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { useDocumentTitle } from '../shared/use-document-title';
import { notificationText, timeOf } from './notification-text';
import { INBOX_PAGE_SIZE, NotificationsStore, type InboxFilter } from './notifications.store';
import { PageHeading, SignInPrompt } from '../shared/page-frame';

const Entry = observer(function Entry({ entry, store }: { entry: InboxEntry; store: NotificationsStore }) {
  // the competitions namespace names a campaign in a prize's message
  const { t, i18n } = useTranslation(['campaigns', 'competitions']);
  const { token: colors } = theme.useToken();
  const reference = useInjection(MarketReferenceStore);
  useEffect(() => void reference.start(), [reference]);
  const text = notificationText(t, i18n.language, entry, (symbol) => reference.instrument(symbol));
  return (
    <List.Item
      onClick={() => void store.markRead(entry.id)}
      style={{
        cursor: entry.read ? 'default' : 'pointer',
        paddingInline: 12,
        marginBlockEnd: 4,
        background: entry.read ? undefined : colors.colorPrimaryBg,
        borderRadius: colors.borderRadius,
      }}
      data-testid="notification-row"
      data-read={entry.read ? 'true' : 'false'}
    >
      <Flex vertical gap={2} style={{ width: '100%', minWidth: 0 }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong={!entry.read}>
            {!entry.read && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
            {text.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`categories.${entry.category}`)} · {timeOf(i18n.language, entry.createdTime)}
          </Typography.Text>
        </Flex>
        {text.body && (
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {text.body}
          </Typography.Text>
        )}
      </Flex>
    </List.Item>
  );
});

const Settings = observer(function Settings({ store }: { store: NotificationsStore }) {
  const { t } = useTranslation('campaigns');
  const settings = store.settings;
  return (
    <Card size="small" title={t('inbox.settings')} data-testid="notification-settings">
      <Flex vertical gap={10}>
        {NOTIFICATION_CATEGORIES.map((c) => {
          const locked = ALWAYS_ON.includes(c);
          return (
            <Flex key={c} justify="space-between" align="center" gap={8}>
              <Flex vertical>
                <Typography.Text id={`setting-${c}`}>{t(`categories.${c}`)}</Typography.Text>
                {locked && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('inbox.alwaysOn')}
                  </Typography.Text>
                )}
              </Flex>
              <Switch
                checked={settings ? settings[c] : true}
                disabled={locked || !settings}
                aria-labelledby={`setting-${c}`}
                onChange={(on) => void store.toggle(c, on)}
                data-testid={`notification-setting-${c}`}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
});

/** /notification: the inbox by category with unread counts, mark read (one by opening it, or all), the settings. */
export default observer(function NotificationPage() {
  const { t } = useTranslation('campaigns');
  const session = useInjection(SessionStore);
  const store = useInjection(NotificationsStore);
  useDocumentTitle(t('inbox.title'));
  const loggedIn = session.loggedIn;
  useEffect(() => {
    if (loggedIn) void store.start();
  }, [loggedIn, store]);

  if (session.state.status === 'loggedOut') {
    return <SignInPrompt title={t('loginToSee')} action={t('login')} back="/notification" />;
  }
  const unread = store.unread;
  const options = (['ALL', ...NOTIFICATION_CATEGORIES] as InboxFilter[]).map((value) => {
    const count = value === 'ALL' ? (unread?.total ?? 0) : (unread?.categories[value] ?? 0);
    return {
      value,
      label: (
        <span data-testid={`inbox-tab-${value}`}>
          {t(`categories.${value}`)}
          {count > 0 ? ` (${count})` : ''}
        </span>
      ),
    };
  });
  const inbox = store.inbox;
  return (
    <Flex vertical gap={16} data-testid="notification-page" style={{ maxWidth: 1100, margin: '0 auto', padding: 16, width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <PageHeading title={t('inbox.title')} />
        <Button
          onClick={() => void store.readAll()}
          loading={store.busy}
          disabled={(unread?.total ?? 0) === 0}
          data-testid="notification-read-all"
        >
          {t('inbox.readAll')}
        </Button>
      </Flex>
      <Flex gap={16} wrap align="start">
        <Flex vertical gap={12} style={{ flex: '999 1 480px', minWidth: 0 }}>
          <div style={{ overflowX: 'auto' }}>
            <Segmented
              value={store.filter}
              options={options}
              onChange={(v) => void store.show(v as InboxFilter)}
              data-testid="inbox-tabs"
            />
          </div>
          {inbox.status === 'pending' || inbox.status === 'idle' ? (
            <Skeleton active />
          ) : inbox.status === 'error' ? (
            <Result status="warning" title={t('inbox.failed')} extra={<Button onClick={() => void store.load()}>{t('retry')}</Button>} />
          ) : inbox.value.rows.length === 0 ? (
            <Empty description={t('inbox.empty')} />
          ) : (
            <>
              <List
                dataSource={[...inbox.value.rows]}
                rowKey="id"
                split
                renderItem={(entry) => <Entry entry={entry} store={store} />}
                data-testid="notification-list"
              />
              {inbox.value.total > INBOX_PAGE_SIZE && (
                <Pagination
                  align="center"
                  current={inbox.value.page}
                  pageSize={INBOX_PAGE_SIZE}
                  total={inbox.value.total}
                  onChange={(p) => void store.goTo(p)}
                  showSizeChanger={false}
                />
              )}
            </>
          )}
        </Flex>
        {/* Beside the list it keeps its basis; alone on a phone's line it takes the width. */}
        <div style={{ flex: '1 1 300px', minWidth: 260 }}>
          <Settings store={store} />
        </div>
      </Flex>
    </Flex>
  );
});
