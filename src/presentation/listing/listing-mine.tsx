import { Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PREDICTION_RULE } from '../../domain/listing/prediction';
import { roundDown } from '../../domain/market/price';
import { TICKET_RULE } from '../../domain/listing/tickets';
import { dateFormat } from '../shared/intl-formats';
import type { ListingStore } from './listing.store';
import { formatExact } from '../../domain/shared/amount-format';

const TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
const OUTCOME_COLOR = { PENDING: 'processing', WON: 'success', LOST: 'default' } as const;

/** The user's tickets (and how they are earned), prediction and votes (`LISTING_CAMPAIGN/user`). */
export const MyListing = observer(function MyListing({ store }: { store: ListingStore }) {
  const { t, i18n } = useTranslation('listing');
  if (store.user.status !== 'success') return null;
  const u = store.user.value;
  const when = (ms: number) => dateFormat(i18n.language, TIME).format(ms);
  return (
    <Card size="small" title={t('mine.title')} data-testid="listing-mine">
      <Flex vertical gap={12}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 3 }}
          items={[
            {
              key: 'a',
              label: t('tickets.available'),
              children: <span data-testid="listing-tickets-available">{u.ticketsAvailable}</span>,
            },
            { key: 'e', label: t('tickets.earned'), children: u.ticketsEarned },
            { key: 's', label: t('tickets.spent'), children: <span data-testid="listing-tickets-spent">{u.ticketsSpent}</span> },
            { key: 'v', label: t('tickets.volume'), children: `${roundDown(u.volume, 2) ?? u.volume} USDT` },
            { key: 'w', label: t('tickets.woo'), children: `${u.wooHolding} WOO` },
          ]}
        />
        <Typography.Text type="secondary">
          {t('tickets.rule', {
            base: TICKET_RULE.base,
            volume: TICKET_RULE.volumePerTicket,
            woo: TICKET_RULE.wooPerTicket,
            max: TICKET_RULE.max,
          })}
        </Typography.Text>
        <Flex gap={8} align="center" wrap data-testid="listing-my-prediction">
          <Typography.Text strong>{t('prediction.title')}:</Typography.Text>
          {u.prediction ? (
            <>
              <Typography.Text>{t('prediction.mine', { token: u.prediction.token })}</Typography.Text>
              <Tag color={OUTCOME_COLOR[u.prediction.outcome]}>{t(`prediction.outcome.${u.prediction.outcome}`)}</Tag>
              {u.prediction.outcome === 'WON' && (
                <Typography.Text type="success">
                  {t('prediction.reward', { amount: formatExact(i18n.language, u.prediction.reward), token: PREDICTION_RULE.token })}
                </Typography.Text>
              )}
            </>
          ) : (
            <Typography.Text type="secondary">{t('prediction.none')}</Typography.Text>
          )}
        </Flex>
        <Table
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          rowKey="id"
          dataSource={[...u.votes]}
          data-testid="listing-my-votes"
          locale={{ emptyText: t('mine.empty') }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('mine.time'), dataIndex: 'time', render: (v: number) => when(v) },
            { title: t('boards.token'), dataIndex: 'token' },
            { title: t('mine.round'), dataIndex: 'round', render: (r: string) => t(`round.${r}`) },
            { title: t('boards.tickets'), dataIndex: 'tickets', align: 'right' },
          ]}
        />
      </Flex>
    </Card>
  );
});
