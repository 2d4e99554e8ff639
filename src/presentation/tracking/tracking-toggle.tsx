import { Flex, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { TrackingStore } from './tracking.store';

/** The settings switch for analytics (users may switch tracking on or off). */
export const TrackingToggle = observer(function TrackingToggle() {
  const tracking = useInjection(TrackingStore);
  const { t } = useTranslation('auth');
  useEffect(() => {
    tracking.load();
  }, [tracking]);
  return (
    <Flex justify="space-between" align="center" gap="middle">
      <Flex vertical>
        <Typography.Text strong>{t('settings.tracking')}</Typography.Text>
        <Typography.Text type="secondary">{t('settings.trackingHelp')}</Typography.Text>
      </Flex>
      <Switch
        checked={tracking.preference === 'yes'}
        aria-label={t('settings.tracking')}
        data-testid="tracking-toggle"
        onChange={(on) => tracking.choose(on ? 'yes' : 'no')}
      />
    </Flex>
  );
});
