import { Alert, Button, Card, Flex, Switch, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ALERT_TYPES, type AccountSettings } from '../../../domain/account/account-settings';
import type { AccountSettingsStore } from './account-settings.store';
import { useOutcomeToast } from './settings-outcome';
import { formatDateTime } from '../../../domain/shared/amount-format';

/** Alerts shown or dismissed (`hide_alert`), terms (`agree_term_service`, `agree_tr_service`), maintenance, push. */
export const NoticesCard = observer(function NoticesCard({ store, settings }: { store: AccountSettingsStore; settings: AccountSettings }) {
  const { t, i18n } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const when = (ms: number) => formatDateTime(i18n.language, ms);
  const terms = (kind: 'terms' | 'trading', at: number) => (
    <Flex justify="space-between" align="center" gap={token.margin} wrap>
      <Typography.Text strong>{t(`settings.termsOf.${kind}`)}</Typography.Text>
      {at > 0 ? (
        <Typography.Text type="secondary" data-testid={`settings-terms-${kind}`}>
          {t('settings.acceptedAt', { when: when(at) })}
        </Typography.Text>
      ) : (
        <Button data-testid={`settings-agree-${kind}`} disabled={store.busy} onClick={() => void store.agreeTerms(kind).then(toast)}>
          {t('settings.agree')}
        </Button>
      )}
    </Flex>
  );
  const maintenance = store.maintenance;
  return (
    <Card title={t('settings.notices')} data-testid="settings-notices">
      <Flex vertical gap={token.marginMD}>
        {maintenance?.maintenance && (
          <Alert
            type="warning"
            showIcon
            title={t('settings.maintenance', { until: when(maintenance.estimatedEndTime) })}
            description={maintenance.message}
          />
        )}
        <Typography.Text type="secondary">{t('settings.alertsHint')}</Typography.Text>
        {ALERT_TYPES.map((type) => {
          const shown = !settings.hiddenAlerts.includes(type);
          return (
            <Flex key={type} justify="space-between" align="center" gap={token.margin}>
              <Typography.Text>{t(`settings.alerts.${type}`)}</Typography.Text>
              <Switch
                checked={shown}
                disabled={store.busy}
                aria-label={t(`settings.alerts.${type}`)}
                data-testid={`settings-alert-${type}`}
                onChange={(on) => void store.setAlertHidden(type, !on).then(toast)}
              />
            </Flex>
          );
        })}
        {terms('terms', settings.termsAcceptedAt)}
        {terms('trading', settings.trTermsAcceptedAt)}
        <Flex justify="space-between" align="center" gap={token.margin} wrap>
          <Flex vertical>
            <Typography.Text strong>{t('settings.push')}</Typography.Text>
            <Typography.Text type="secondary">{t(settings.pushToken ? 'settings.pushOn' : 'settings.pushOff')}</Typography.Text>
          </Flex>
          <Button
            data-testid="settings-push"
            disabled={store.busy}
            onClick={() => void store.registerPush(`web:${crypto.randomUUID()}`).then(toast)}
          >
            {t(settings.pushToken ? 'settings.pushRenew' : 'settings.pushRegister')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
