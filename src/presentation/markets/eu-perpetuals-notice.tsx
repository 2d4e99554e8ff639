import { Alert } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { RegionStore } from './region.store';

/** Where EU rules apply (RegionStore), perpetual futures are shown as not offered: a notice above their prices. */
export const EuPerpetualsNotice = observer(function EuPerpetualsNotice() {
  const { t } = useTranslation('markets');
  const region = useInjection(RegionStore);
  useEffect(() => region.start(), [region]);
  if (!region.perpetualsUnavailable) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="ex-markets__region"
      title={t('region.euPerpTitle')}
      description={t('region.euPerpBody')}
      data-testid="eu-perp-notice"
    />
  );
});

/** The perpetual tab's label: marked unavailable where EU rules apply. */
export const PerpetualsLabel = observer(function PerpetualsLabel() {
  const { t } = useTranslation('markets');
  const region = useInjection(RegionStore);
  useEffect(() => region.start(), [region]);
  return (
    <span data-testid="perp-tab-label">
      {t('markets.perp')}
      {region.perpetualsUnavailable && <span className="ex-markets__unavailable"> · {t('region.unavailable')}</span>}
    </span>
  );
});
