import { Col, Flex, Layout, Row, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { BrandLogo } from './brand-logo';

type FooterLink = { key: string; to?: string; href?: string };

function columns(config: AppConfig): { id: string; links: FooterLink[] }[] {
  const l = config.links;
  return [
    { id: 'about', links: [{ key: 'team', to: '/team' }, { key: 'careers', to: '/careers' }, { key: 'careersBoard', href: l.careersBoard }, { key: 'blog', to: '/blog' }, { key: 'proofOfReserves', to: '/proof-of-reserves' }, { key: 'brandKit', href: l.brandKit }] },
    { id: 'products', links: [{ key: 'markets', to: '/markets' }, { key: 'spot', to: '/trade' }, { key: 'futures', to: '/trade/BTC_PERP' }, { key: 'earn', to: '/staking' }, { key: 'copyTrading', to: '/social-trading' }, { key: 'download', to: '/download' }] },
    { id: 'partners', links: [{ key: 'affiliates', to: '/affiliates' }, { key: 'affiliatesForm', href: l.affiliatesForm }, { key: 'brokers', to: '/brokers' }, { key: 'marketMakers', to: '/designated-market-makers' }, { key: 'traderRecruitment', to: '/trader-recruitment' }] },
    { id: 'support', links: [{ key: 'termsOfService', href: l.termsOfService }, { key: 'privacyPolicy', href: l.privacyPolicy }, { key: 'securityStatement', href: l.securityStatement }, { key: 'tradingFees', href: l.tradingFees }, { key: 'listingGuide', href: l.listingGuide }, { key: 'apiDocs', href: l.apiDocs }, { key: 'bugBounty', href: l.bugBounty }] },
    { id: 'community', links: Object.entries(l.social).map(([key, href]) => ({ key, href })).concat([{ key: 'appStore', href: l.appStore }, { key: 'googlePlay', href: l.googlePlay }]) },
  ];
}

/** Every external link of spec §1 comes from configuration. */
export function AppFooter() {
  const config = useInjection(AppConfig);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Layout.Footer style={{ borderTop: `1px solid ${token.colorBorderSecondary}`, padding: `${token.paddingXL}px ${token.paddingLG}px` }}>
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} md={24} lg={4}>
          <Flex vertical gap={token.marginSM}>
            <BrandLogo />
            <Typography.Text type="secondary">{t('footer.tagline')}</Typography.Text>
          </Flex>
        </Col>
        {columns(config).map((column) => (
          <Col key={column.id} xs={12} sm={12} md={8} lg={4}>
            <Typography.Title level={5}>{t(`footer.${column.id}`)}</Typography.Title>
            <Space direction="vertical" size={token.marginXS}>
              {column.links.map((link) =>
                link.to ? (
                  <Link key={link.key} to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                ) : (
                  <Typography.Link key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">{t(`footer.links.${link.key}`)}</Typography.Link>
                ),
              )}
            </Space>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: token.marginXL, marginBottom: 0 }}>
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </Typography.Paragraph>
    </Layout.Footer>
  );
}
