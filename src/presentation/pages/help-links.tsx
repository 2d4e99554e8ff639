import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { ExternalLink } from '../site/external-link';

/** Where a lost visitor can go next (404 and 500 pages). */
export default function HelpLinks({ showStatus }: { showStatus?: boolean }) {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const config = useInjection(AppConfig);
  return (
    <nav aria-label={t('help.title')} style={{ textAlign: 'center' }}>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeLG }}>{t('help.title')}</Typography.Title>
      <Flex wrap justify="center" gap={token.marginLG}>
        <Link to="/">{t('help.home')}</Link>
        <Link to="/markets">{t('help.markets')}</Link>
        <Link to="/blog">{t('help.blog')}</Link>
        <ExternalLink href={config.supportDocsUrl}>{t('help.support')}</ExternalLink>
      </Flex>
      {showStatus && <Typography.Paragraph type="secondary" style={{ marginTop: token.marginMD }}>{t('help.status')}</Typography.Paragraph>}
    </nav>
  );
}
