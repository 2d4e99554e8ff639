import { Button, Card, Flex, InputNumber, Segmented, Select, Tag, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LOSS_CHARGE_MODES,
  MAX_DEFAULT_LEVERAGE,
  MIN_DEFAULT_LEVERAGE,
  defaultLeverageProblem,
  type AccountSettings,
} from '../../../domain/account/account-settings';
import type { AccountSettingsStore } from './account-settings.store';
import { useOutcomeToast } from './settings-outcome';

/** Region and products, position mode, default leverage and the loss charge mode. */
export const TradingCard = observer(function TradingCard({ store, settings }: { store: AccountSettingsStore; settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const [leverage, setLeverage] = useState<number | null>(settings.defaultLeverage);
  const [picked, setMode] = useState<'ONE_WAY' | 'HEDGE_MODE' | undefined>(undefined);
  const mode = picked ?? store.positionMode ?? 'ONE_WAY';
  const leverageWrong = leverage === null || defaultLeverageProblem(leverage) !== undefined;
  const label = (text: string) => (
    <Typography.Text strong style={{ minWidth: 160 }}>
      {text}
    </Typography.Text>
  );
  return (
    <Card title={t('settings.trading')} data-testid="settings-trading">
      <Flex vertical gap={token.marginMD}>
        <Flex gap={token.marginSM} wrap align="center">
          {label(t('settings.region'))}
          <Select
            showSearch
            data-testid="settings-region"
            style={{ minWidth: 220 }}
            value={settings.region || undefined}
            placeholder={t('settings.regionPick')}
            optionFilterProp="label"
            disabled={store.busy}
            options={store.regions.map((r) => ({ value: r.code, label: r.name }))}
            onChange={(region: string) => void store.switchRegion(region).then(toast)}
          />
        </Flex>
        {store.products && (
          <Flex gap={token.marginXS} wrap align="center" data-testid="settings-products">
            {label(t('settings.products'))}
            {(Object.entries(store.products) as [string, boolean][]).map(([key, on]) => (
              <Tag key={key} color={on ? 'success' : 'default'}>
                {t(`settings.product.${key}`)}: {t(on ? 'settings.available' : 'settings.unavailable')}
              </Tag>
            ))}
          </Flex>
        )}
        <Flex gap={token.marginSM} wrap align="center">
          {label(t('settings.positionMode'))}
          <Segmented
            value={mode}
            onChange={setMode}
            options={[
              { value: 'ONE_WAY', label: t('settings.oneWay') },
              { value: 'HEDGE_MODE', label: t('settings.hedge') },
            ]}
          />
          <Button
            data-testid="settings-position-mode"
            disabled={store.busy || mode === store.positionMode}
            onClick={() => void store.setPositionMode(mode).then(toast)}
          >
            {t('settings.apply')}
          </Button>
        </Flex>
        <Flex gap={token.marginSM} wrap align="center">
          {label(t('settings.defaultLeverage'))}
          <InputNumber
            data-testid="settings-leverage"
            min={MIN_DEFAULT_LEVERAGE}
            max={MAX_DEFAULT_LEVERAGE}
            precision={0}
            value={leverage}
            onChange={setLeverage}
            status={leverageWrong ? 'error' : undefined}
            suffix="x"
            aria-label={t('settings.defaultLeverage')}
          />
          <Button
            disabled={store.busy || leverageWrong}
            onClick={() => leverage !== null && void store.setDefaultLeverage(leverage).then(toast)}
          >
            {t('settings.apply')}
          </Button>
          {leverageWrong && (
            <Typography.Text type="danger">
              {t('settings.leverageRange', { min: MIN_DEFAULT_LEVERAGE, max: MAX_DEFAULT_LEVERAGE })}
            </Typography.Text>
          )}
        </Flex>
        <Flex gap={token.marginSM} wrap align="center">
          {label(t('settings.lossCharge'))}
          <Segmented
            data-testid="settings-loss-charge"
            value={settings.lossChargeMode}
            disabled={store.busy}
            options={LOSS_CHARGE_MODES.map((value) => ({ value, label: t(`settings.lossModes.${value}`) }))}
            onChange={(value) => void store.setLossChargeMode(value).then(toast)}
          />
        </Flex>
      </Flex>
    </Card>
  );
});
