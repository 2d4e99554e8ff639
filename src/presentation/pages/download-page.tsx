import { AndroidFilled, AppleFilled, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { megabytes } from '../../domain/site/mobile-app';
import { useInjection } from '../shared/container-context';
import { DownloadStore } from '../site/download.store';
import { QrCodeImage } from '../site/qr-code-image';
import { AntdSiteHero } from '../site/antd-site';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

/** The app: store links, the published APK (from its call) and a QR code of this page for a phone. */
export default observer(function DownloadPage() {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  const store = useInjection(DownloadStore);
  usePageMeta({ title: t('meta.download.title'), description: t('meta.download.description') });
  useEffect(() => void store.load(), [store]);
  const apk = store.apk;
  return (
    <PageSection>
      <AntdSiteHero title={t('download.heading')} intro={t('download.intro')} />
      <Row gutter={[token.marginLG, token.marginLG]} style={{ marginBlock: token.marginLG }}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={token.marginLG}>
            <Card>
              <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
                {t('download.stores')}
              </Typography.Title>
              <Flex wrap gap={token.marginSM}>
                <Button
                  size="large"
                  icon={<AppleFilled />}
                  href={config.links.appStore}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="app-store"
                >
                  {t('download.appStore')}
                </Button>
                <Button
                  size="large"
                  icon={<AndroidFilled />}
                  href={config.links.googlePlay}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="google-play"
                >
                  {t('download.googlePlay')}
                </Button>
              </Flex>
            </Card>
            <Card data-testid="apk-card">
              <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
                {t('download.apkTitle')}
              </Typography.Title>
              {apk.status === 'success' ? (
                <>
                  <Typography.Paragraph type="secondary">
                    {t('download.apkText', {
                      version: apk.value.version,
                      size: megabytes(apk.value.sizeBytes),
                      android: apk.value.minAndroid,
                    })}
                  </Typography.Paragraph>
                  <Typography.Paragraph>{apk.value.releaseNotes}</Typography.Paragraph>
                  <Button type="primary" size="large" icon={<DownloadOutlined />} href={apk.value.url} download data-testid="apk-download">
                    {t('download.apkButton', { version: apk.value.version })}
                  </Button>
                  <Typography.Paragraph type="secondary" style={{ marginTop: token.marginMD, marginBottom: 0, fontSize: token.fontSizeSM }}>
                    {t('download.apkChecksum')}:{' '}
                    <Typography.Text code copyable style={{ wordBreak: 'break-all', fontSize: token.fontSizeSM }}>
                      {apk.value.sha256}
                    </Typography.Text>
                  </Typography.Paragraph>
                </>
              ) : apk.status === 'error' ? (
                <Alert type="warning" showIcon title={t('download.apkUnavailable')} />
              ) : (
                <Skeleton active paragraph={{ rows: 2 }} />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Card style={{ textAlign: 'center', height: '100%' }}>
            <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
              {t('download.qrTitle')}
            </Typography.Title>
            <QrCodeImage value={`${window.location.origin}/download`} size={200} alt={t('download.qrAlt')} />
            <Typography.Paragraph type="secondary" style={{ marginTop: token.marginMD, marginBottom: 0 }}>
              {t('download.qrText')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </PageSection>
  );
});
