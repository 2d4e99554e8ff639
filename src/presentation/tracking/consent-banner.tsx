import { Button, Flex, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useInjection } from '../shared/container-context';
import { TrackingStore } from './tracking.store';

/** Rendered once by the layout: page views (only sent with consent) and the banner while the preference is unset. */
export const TrackingHost = observer(function TrackingHost() {
  const tracking = useInjection(TrackingStore);
  const { pathname } = useLocation();
  useEffect(() => {
    tracking.load();
  }, [tracking]);
  useEffect(() => {
    tracking.pageView(pathname);
  }, [tracking, pathname]);
  return <Suspense fallback={null}>{tracking.askConsent && <ConsentBanner />}</Suspense>;
});

const ConsentBanner = observer(function ConsentBanner() {
  const tracking = useInjection(TrackingStore);
  const { t } = useTranslation('auth');
  const { token } = theme.useToken();
  return (
    <div
      role="region" aria-label={t('consent.title')} data-testid="consent-banner"
      style={{
        position: 'fixed', insetInline: 0, bottom: 0, zIndex: 30, background: token.colorBgElevated,
        borderTop: `1px solid ${token.colorBorderSecondary}`, boxShadow: token.boxShadowSecondary, padding: `${token.paddingSM}px ${token.padding}px`,
      }}
    >
      <Flex wrap align="center" justify="space-between" gap={token.marginSM} style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Flex vertical style={{ flex: '1 1 320px' }}>
          <Typography.Text strong>{t('consent.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('consent.body')}</Typography.Text>
        </Flex>
        <Flex gap={token.marginXS}>
          <Button onClick={() => tracking.choose('no')} data-testid="consent-no">{t('consent.decline')}</Button>
          <Button type="primary" onClick={() => tracking.choose('yes')} data-testid="consent-yes">{t('consent.accept')}</Button>
        </Flex>
      </Flex>
    </div>
  );
});
