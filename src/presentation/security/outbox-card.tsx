import { Button, Card, Collapse, Empty, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { SecurityListsStore } from './security-lists.store';
import { formatDateTime } from '../../domain/shared/amount-format';

/** The local environment's mail outbox: what the simulator "sent" this account, anti-phishing code included. */
export const OutboxCard = observer(function OutboxCard({ lists }: { lists: SecurityListsStore }) {
  const { t, i18n } = useTranslation('security');
  const mails = lists.outbox.status === 'success' ? lists.outbox.value : [];
  return (
    <Card
      title={t('outbox.title')}
      data-testid="outbox-card"
      extra={
        <Button size="small" onClick={() => void lists.loadOutbox()}>
          {t('outbox.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('outbox.about')}</Typography.Paragraph>
      {mails.length === 0 ? (
        <Empty description={t('outbox.empty')} />
      ) : (
        <Collapse
          size="small"
          items={mails.map((m) => ({
            key: m.id,
            label: (
              <span data-testid="outbox-subject">
                {m.subject} · {formatDateTime(i18n.language, m.createdTime)}
              </span>
            ),
            children: (
              <pre
                style={{ whiteSpace: 'pre-wrap', margin: 0, fontFamily: 'inherit' }}
                data-testid="outbox-text"
              >{`To: ${m.to}\n\n${m.text}`}</pre>
            ),
          }))}
        />
      )}
    </Card>
  );
});
