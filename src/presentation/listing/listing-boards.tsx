import { Card, Empty, Flex, Table, Tabs, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ListingStore } from './listing.store';

/** The battles: each pair's votes, its leader, the user's votes when signed in. */
const Battles = observer(function Battles({ store }: { store: ListingStore }) {
  const { t } = useTranslation('listing');
  if (store.battles.status !== 'success') return null;
  return (
    <Flex vertical gap={8} data-testid="listing-battles">
      {store.battles.value.map((b) => (
        <Card key={b.battle} size="small" title={t('battle', { n: b.battle })}>
          {b.candidates.map((c) => (
            <Flex key={c.token} justify="space-between" gap={8}>
              <Typography.Text strong={c.token === b.leader}>
                {c.rank}. {c.token} {c.token === b.leader && <Tag color="processing">{t('boards.leader')}</Tag>}
              </Typography.Text>
              <Typography.Text>
                {t('votes', { count: c.votes })}
                {c.myVotes !== undefined && c.myVotes > 0 ? ` · ${t('myVotes', { count: c.myVotes })}` : ''}
              </Typography.Text>
            </Flex>
          ))}
        </Card>
      ))}
    </Flex>
  );
});

const Showdown = observer(function Showdown({ store }: { store: ListingStore }) {
  const { t } = useTranslation('listing');
  if (store.showdown.status !== 'success') return null;
  const s = store.showdown.value;
  if (!s.open)
    return (
      <Empty description={t('boards.showdownNotYet', { tokens: s.rows.map((r) => r.token).join(', ') })} data-testid="listing-showdown" />
    );
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="token"
      data-testid="listing-showdown"
      dataSource={[...s.rows]}
      columns={[
        { title: t('boards.rank'), dataIndex: 'rank', width: 64 },
        {
          title: t('boards.token'),
          dataIndex: 'token',
          render: (v: string) =>
            s.winner === v ? (
              <Flex gap={6}>
                {v}
                <Tag color="success">{t('status.WINNER')}</Tag>
              </Flex>
            ) : (
              v
            ),
        },
        { title: t('boards.votes'), dataIndex: 'votes', align: 'right' },
        ...(store.signedIn ? [{ title: t('boards.mine'), dataIndex: 'myVotes', align: 'right' as const }] : []),
      ]}
    />
  );
});

const Voters = observer(function Voters({ store }: { store: ListingStore }) {
  const { t } = useTranslation('listing');
  if (store.voters.status !== 'success') return null;
  const v = store.voters.value;
  return (
    <Flex vertical gap={8} data-testid="listing-voters">
      {v.me && (
        <Typography.Text data-testid="listing-voters-me">{t('boards.you', { rank: v.me.rank, tickets: v.me.tickets })}</Typography.Text>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="rank"
        dataSource={[...v.rows]}
        locale={{ emptyText: t('boards.noVoters') }}
        columns={[
          { title: t('boards.rank'), dataIndex: 'rank', width: 64 },
          { title: t('boards.voter'), dataIndex: 'voter', ellipsis: true },
          { title: t('boards.tickets'), dataIndex: 'tickets', align: 'right' },
        ]}
      />
    </Flex>
  );
});

/** The three leaderboards as tabs (public, or private with the user's own figures). */
export function ListingBoards({ store }: { store: ListingStore }) {
  const { t } = useTranslation('listing');
  return (
    <Tabs
      data-testid="listing-boards"
      items={[
        { key: 'battles', label: t('boards.battles'), children: <Battles store={store} /> },
        { key: 'showdown', label: t('boards.showdown'), children: <Showdown store={store} /> },
        { key: 'voters', label: t('boards.voters'), children: <Voters store={store} /> },
      ]}
    />
  );
}
