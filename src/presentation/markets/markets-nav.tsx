import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import './markets-nav.css';

const PATHS = { markets: '/markets', funding: '/markets/funding-rate', movers: '/markets/market-movers', fees: '/markets/fees' } as const;

/**
 * The markets pages as a row of links styled as tabs (markets-nav.css, the theme's tokens as CSS variables): light,
 * so the placeholder paints the real links in the first frame, and nothing measures itself when the page renders
 * (antd's Tabs did, on every render, in a layout effect). Real links: a middle click opens a new tab.
 */
export function MarketsNav({ active }: { active: keyof typeof PATHS }) {
  const { t } = useTranslation('markets');
  return (
    <nav className="ex-markets-nav" aria-label={t('nav.label')}>
      {(Object.keys(PATHS) as (keyof typeof PATHS)[]).map((key) => (
        <Link key={key} to={PATHS[key]} className="ex-markets-nav__link" aria-current={key === active ? 'page' : undefined}>
          {t(`nav.${key}`)}
        </Link>
      ))}
    </nav>
  );
}
