import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { BrandLogo } from './brand-logo';

type FooterLink = { key: string; to?: string; href?: string };

function columns(config: AppConfig): { id: string; links: FooterLink[] }[] {
  const l = config.links;
  return [
    {
      id: 'about',
      links: [
        { key: 'team', to: '/team' },
        { key: 'careers', to: '/careers' },
        { key: 'careersBoard', href: l.careersBoard },
        { key: 'blog', to: '/blog' },
        { key: 'proofOfReserves', to: '/proof-of-reserves' },
        { key: 'brandKit', href: l.brandKit },
      ],
    },
    {
      id: 'products',
      links: [
        { key: 'markets', to: '/markets' },
        { key: 'spot', to: '/trade' },
        { key: 'futures', to: '/trade/BTC_PERP' },
        { key: 'earn', to: '/staking' },
        { key: 'copyTrading', to: '/social-trading/marketplace' },
        { key: 'campaigns', to: '/campaigns' },
        { key: 'download', to: '/download' },
      ],
    },
    {
      id: 'partners',
      links: [
        { key: 'affiliates', to: '/affiliates' },
        { key: 'affiliatesForm', href: l.affiliatesForm },
        { key: 'brokers', to: '/brokers' },
        { key: 'marketMakers', to: '/designated-market-makers' },
        { key: 'traderRecruitment', to: '/trader-recruitment' },
      ],
    },
    {
      id: 'support',
      links: [
        { key: 'termsOfService', href: l.termsOfService },
        { key: 'privacyPolicy', href: l.privacyPolicy },
        { key: 'securityStatement', href: l.securityStatement },
        { key: 'tradingFees', href: l.tradingFees },
        { key: 'listingGuide', href: l.listingGuide },
        { key: 'apiDocs', href: l.apiDocs },
        { key: 'bugBounty', href: l.bugBounty },
      ],
    },
    {
      id: 'community',
      links: Object.entries(l.social)
        .map(([key, href]) => ({ key, href }))
        .concat([
          { key: 'appStore', href: l.appStore },
          { key: 'googlePlay', href: l.googlePlay },
        ]),
    },
  ];
}

/** Every external link comes from configuration; a lazy chunk rendered once the container is ready. */
export default function AppFooter() {
  const config = useInjection(AppConfig);
  const { t } = useTranslation();
  return (
    <footer className="ex-footer">
      <div className="ex-footer__grid">
        <div className="ex-footer__col ex-footer__about">
          <BrandLogo />
          <span className="ex-text--secondary">{t('footer.tagline')}</span>
        </div>
        {columns(config).map((column) => (
          <nav key={column.id} className="ex-footer__col" aria-labelledby={`footer-${column.id}`}>
            <h2 id={`footer-${column.id}`}>{t(`footer.${column.id}`)}</h2>
            {column.links.map((link) =>
              link.to ? (
                <Link key={link.key} to={link.to}>
                  {t(`footer.links.${link.key}`)}
                </Link>
              ) : (
                <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`footer.links.${link.key}`)}
                </a>
              ),
            )}
          </nav>
        ))}
      </div>
      <p className="ex-footer__legal">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
