import { Alert, Flex, InputNumber, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DialogError, ListingStore } from './listing.store';

function ErrorLine({ error }: { error: DialogError | undefined }) {
  const { t } = useTranslation('listing');
  if (!error) return null;
  return <Alert type="error" showIcon data-testid="listing-dialog-error" title={t(error.key, error.values ?? {})} />;
}

/** The vote dialog: how many tickets for the chosen candidate (whole, 1 … those left). */
export const VoteDialog = observer(function VoteDialog({ store }: { store: ListingStore }) {
  const { t } = useTranslation('listing');
  const available = store.user.status === 'success' ? store.user.value.ticketsAvailable : 0;
  return (
    <Modal
      open={store.voteFor !== undefined}
      title={t('dialog.voteTitle', { token: store.voteFor ?? '' })}
      okText={t('dialog.confirmVote')}
      cancelText={t('dialog.cancel')}
      confirmLoading={store.busy}
      onOk={() => void store.submitVote()}
      onCancel={() => store.closeDialogs()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'listing-vote-confirm' } as never}
    >
      <Flex vertical gap={12} data-testid="listing-vote-dialog">
        <Typography.Text>{t('dialog.available', { count: available })}</Typography.Text>
        <label>
          <Typography.Text type="secondary">{t('dialog.ticketsLabel')}</Typography.Text>
          <InputNumber
            min={1}
            max={Math.max(1, available)}
            precision={0}
            value={store.voteTickets}
            style={{ width: '100%' }}
            data-testid="listing-vote-tickets"
            onChange={(v) => store.setTickets(typeof v === 'number' ? v : 0)}
          />
        </label>
        <ErrorLine error={store.dialogError} />
      </Flex>
    </Modal>
  );
});

/** The predict-to-win dialog: confirms the predicted winner (a later one replaces it, until the showdown). */
export const PredictDialog = observer(function PredictDialog({ store, pool, cap }: { store: ListingStore; pool: string; cap: string }) {
  const { t } = useTranslation('listing');
  return (
    <Modal
      open={store.predictFor !== undefined}
      title={t('dialog.predictTitle', { token: store.predictFor ?? '' })}
      okText={t('dialog.confirmPredict')}
      cancelText={t('dialog.cancel')}
      confirmLoading={store.busy}
      onOk={() => void store.submitPrediction()}
      onCancel={() => store.closeDialogs()}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'listing-predict-confirm' } as never}
    >
      <Flex vertical gap={12} data-testid="listing-predict-dialog">
        <Typography.Paragraph style={{ margin: 0 }}>{t('prediction.rule', { pool, cap })}</Typography.Paragraph>
        <ErrorLine error={store.dialogError} />
      </Flex>
    </Modal>
  );
});
