import { Descriptions, Modal, Typography, type ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../shared/decimal-input';
import type { SpotMarginStore } from './spot-margin.store';

/** Repay one token's loan from its holding: an amount (interest is paid first, then principal) or everything. */
export const RepayModal = observer(function RepayModal({ store }: { store: SpotMarginStore }) {
  const { t } = useTranslation('spotMargin');
  const row = store.repayRow;
  const preview = store.repayPreview;
  const token = row?.token ?? '';
  return (
    <Modal
      open={row !== undefined}
      title={t('repay.title', { token })}
      okText={t('repay.ok')}
      cancelText={t('repay.cancel')}
      confirmLoading={store.busy}
      onOk={() => void store.repay(store.repayAmount.trim() === '')}
      onCancel={() => store.closeRepay()}
      okButtonProps={{ 'data-testid': 'repay-ok' } as ButtonProps}
      data-testid="repay-modal"
    >
      {row && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'interest', label: t('tokens.interest'), children: `${row.interest} ${token}` },
              { key: 'borrowed', label: t('tokens.borrowed'), children: `${row.borrowed} ${token}` },
            ]}
          />
          <DecimalInput
            value={store.repayAmount}
            onChange={(v) => store.setRepayAmount(v)}
            placeholder={t('repay.all')}
            suffix={token}
            aria-label={t('repay.amount')}
            data-testid="repay-amount"
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }} data-testid="repay-preview">
            {preview ? t('repay.preview', { interest: preview.interest, principal: preview.principal, token }) : t('repay.hint')}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
});
