import { Alert, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminEffect } from '../../domain/market-admin/market-admin-effects';
import { formatExact } from '../../domain/shared/amount-format';
import { adminValueText, callLabelKey } from './admin-format';
import type { MarketAdminStore } from './market-admin.store';

/**
 * The effect, translated: the same statement the domain writes in English (`effectStatement`), its numbers in the
 * admin's language's format.
 */
export function EffectText({ effect }: { readonly effect: AdminEffect }) {
  const { t, i18n } = useTranslation('admin');
  const n = (value: string) => formatExact(i18n.language, value);
  switch (effect.kind) {
    case 'liquidations':
      return effect.positions === 1 ? (
        <>{t('effect.liquidationsOne', { pnl: n(effect.unrealizedPnlChange) })}</>
      ) : (
        <>{t('effect.liquidations', { count: effect.positions, accounts: effect.accounts, pnl: n(effect.unrealizedPnlChange) })}</>
      );
    case 'noLiquidations':
      return <>{t('effect.noLiquidations', { pnl: n(effect.unrealizedPnlChange) })}</>;
    case 'clamped':
      return <>{t('effect.clamped', { requested: n(effect.requestedPercent), cap: n(effect.capPercent) })}</>;
    case 'capClampsCurrent':
      return <>{t('effect.capClampsCurrent', { current: n(effect.currentPercent), cap: n(effect.capPercent) })}</>;
    case 'change': {
      const value = (v: string | null) => (v === null ? t('effect.market') : n(v));
      return <>{t('effect.change', { from: value(effect.from), to: value(effect.to) })}</>;
    }
  }
}

const warns = (effect: AdminEffect) => effect.kind === 'liquidations' || effect.kind === 'clamped' || effect.kind === 'capClampsCurrent';

/** The confirmation: what will be set and its effect, stated before anything is sent. */
export const AdminConfirmModal = observer(function AdminConfirmModal({ store }: { readonly store: MarketAdminStore }) {
  const { t } = useTranslation('admin');
  const pending = store.pending;
  return (
    <Modal
      open={pending !== undefined}
      title={t('confirm.title')}
      okText={t('confirm.ok')}
      cancelText={t('confirm.cancel')}
      onOk={() => void store.confirm()}
      onCancel={() => store.cancel()}
      confirmLoading={store.busy}
      okButtonProps={{ danger: pending !== undefined && warns(pending.effect), ...{ 'data-testid': 'admin-confirm-ok' } }}
      destroyOnHidden
    >
      {pending ? (
        <div data-testid="admin-confirm">
          <Typography.Paragraph>
            {t('confirm.summary', {
              call: t(callLabelKey(pending.change.call)),
              symbol: pending.change.symbol,
              value: adminValueText(pending.change.call, pending.change.value),
            })}
          </Typography.Paragraph>
          <Alert
            type={warns(pending.effect) ? 'warning' : 'info'}
            showIcon
            data-testid="admin-confirm-effect"
            title={<EffectText effect={pending.effect} />}
          />
        </div>
      ) : null}
    </Modal>
  );
});
