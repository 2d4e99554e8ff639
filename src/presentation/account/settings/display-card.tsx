import { Card, Flex, Radio, Segmented, Switch, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PRICE_COLOURS, type AccountSettings } from '../../../domain/account/account-settings';
import type { AccountSettingsStore } from './account-settings.store';
import { useOutcomeToast } from './settings-outcome';

/** Theme, price colours, order confirmations and sounds (`account`, `themes`): they take effect at once. */
export const DisplayCard = observer(function DisplayCard({ store, settings }: { store: AccountSettingsStore; settings: AccountSettings }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const row = (label: string, control: React.ReactNode, hint?: string) => (
    <Flex justify="space-between" align="center" gap={token.margin} wrap>
      <Flex vertical>
        <Typography.Text strong>{label}</Typography.Text>
        {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
      </Flex>
      {control}
    </Flex>
  );
  return (
    <Card title={t('settings.display')} data-testid="settings-display">
      <Flex vertical gap={token.marginMD}>
        {row(
          t('settings.theme'),
          <Segmented
            data-testid="settings-theme"
            value={settings.theme}
            disabled={store.busy}
            options={store.themes.map((value) => ({ value, label: t(`settings.themes.${value}`) }))}
            onChange={(theme) => void store.savePreferences({ theme }).then(toast)}
          />,
        )}
        {row(
          t('settings.priceColours'),
          <Radio.Group
            data-testid="settings-price-colours"
            value={settings.priceColours}
            disabled={store.busy}
            options={PRICE_COLOURS.map((value) => ({ value, label: t(`settings.colours.${value}`) }))}
            onChange={(event) =>
              void store.savePreferences({ priceColours: event.target.value as AccountSettings['priceColours'] }).then(toast)
            }
          />,
          t('settings.priceColoursHint'),
        )}
        {row(
          t('settings.confirmations'),
          <Switch
            data-testid="settings-confirmations"
            checked={settings.orderConfirmations}
            disabled={store.busy}
            aria-label={t('settings.confirmations')}
            onChange={(orderConfirmations) => void store.savePreferences({ orderConfirmations }).then(toast)}
          />,
          t('settings.confirmationsHint'),
        )}
        {row(
          t('settings.sounds'),
          <Switch
            data-testid="settings-sounds"
            checked={settings.sounds}
            disabled={store.busy}
            aria-label={t('settings.sounds')}
            onChange={(sounds) => void store.savePreferences({ sounds }).then(toast)}
          />,
          t('settings.soundsHint'),
        )}
      </Flex>
    </Card>
  );
});
