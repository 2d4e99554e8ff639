import { Button, Flex, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProductTickerWidget } from '../market/product-ticker-widget';
import { useDocumentTitle } from '../shared/use-document-title';
import { PageSection } from './page-section';

/** Home: the hero and the live product ticker. The rest of the home content comes with the public-site issue. */
export default function HomePage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useDocumentTitle(t('routes.home.title'));
  return (
    <PageSection>
      <Flex vertical gap={token.marginXL} style={{ paddingBlock: token.paddingXL }}>
        <div>
          <Typography.Title level={1} data-testid="page-title" style={{ marginBottom: token.marginSM }}>{t('home.hero.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: 640 }}>{t('home.hero.subtitle')}</Typography.Paragraph>
          <Space wrap>
            <Link to="/register"><Button type="primary" size="large">{t('home.hero.cta')}</Button></Link>
            <Link to="/markets"><Button size="large">{t('home.hero.markets')}</Button></Link>
          </Space>
        </div>
        <ProductTickerWidget />
      </Flex>
    </PageSection>
  );
}
