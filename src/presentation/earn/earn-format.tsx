import { Button, Flex } from 'antd';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatDecimalIn } from '../trade/trade-format';
import { Link, useLocation } from '../shared/navigation';
import { PageHeading } from '../shared/page-frame';
import { intlLocale } from '../../domain/shared/locale';

/** A decimal in the language's format, up to 8 decimals, trailing zeros dropped. */
export const earnAmount = (lng: string, v: string) =>
  formatDecimalIn(lng, v, 8)
    .replace(/([.,]\d*?)0+$/, '$1')
    .replace(/[.,]$/, '');

/** A fraction as a percentage with up to 2 decimals ("0.0365" → "3.65 %"). */
export const percent = (lng: string, fraction: string) =>
  `${new Intl.NumberFormat(intlLocale(lng), { maximumFractionDigits: 2 }).format(new Decimal(fraction).times(100).toDecimalPlaces(2).toNumber())} %`;

const PAGES = [
  { to: '/staking', key: 'staking' },
  { to: '/staking/earn', key: 'savings' },
  { to: '/my-woo', key: 'myWoo' },
] as const;

/** The page's heading and the links between the three earn pages. */
export function EarnHeader({ title, subtitle }: { title: string; subtitle: string }) {
  const { t } = useTranslation('earn');
  const { pathname } = useLocation();
  return (
    <Flex vertical gap={8}>
      <nav aria-label={t('nav.label')}>
        <Flex gap={8} wrap>
          {PAGES.map((p) => (
            <Link key={p.to} to={p.to} aria-current={pathname === p.to ? 'page' : undefined}>
              <Button size="small" type={pathname === p.to ? 'primary' : 'default'} tabIndex={-1}>
                {t(`nav.${p.key}`)}
              </Button>
            </Link>
          ))}
        </Flex>
      </nav>
      <PageHeading title={title} subtitle={subtitle} />
    </Flex>
  );
}

export const PAGE_STYLE = { maxWidth: 1100, margin: '0 auto', padding: 16, width: '100%' } as const;
