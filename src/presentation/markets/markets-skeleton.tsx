import { useTranslation } from 'react-i18next';
import { PageSection } from '../ui/layout';
import { Skeleton } from '../ui/surface';

/**
 * The markets page while the runtime and antd load: its layout (markets.css) with placeholders of the final
 * sizes, and the real heading, so the first frame is the page's final size and its heading.
 */
export function MarketsSkeleton() {
  const { t } = useTranslation();
  return (
    <PageSection data-testid="markets-skeleton">
      <div className="ex-markets" aria-busy="true">
        <div className="ex-markets__nav">
          <Skeleton width={280} height={22} />
        </div>
        <div className="ex-markets__head">
          <h1 className="ex-markets__title ex-markets__title--light">{t('routes.markets.title')}</h1>
        </div>
        <div className="ex-markets__controls">
          <Skeleton width={140} height="100%" />
          <Skeleton width={280} height="100%" className="ex-markets__search" />
        </div>
        <div className="ex-markets__table">
          <Skeleton height="100%" />
        </div>
      </div>
    </PageSection>
  );
}
