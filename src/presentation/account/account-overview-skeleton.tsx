import { useTranslation } from 'react-i18next';
import { useEarlyServices } from '../shared/container-context';
import { useEarlyValue } from '../shared/use-early-value';
import { useFirstViewHold } from '../shared/use-first-view-hold';
import { Card, Skeleton } from '../ui/surface';
import { Title } from '../ui/typography';
import { FirstViewCards } from './account-overview-cards';
import './account-overview.css';

/** Where the task list and the cards come: lines of the height they usually take, until they are known. */
export function OverviewCardsSkeleton() {
  return (
    <div className="ex-overview__pending" aria-hidden="true">
      <Skeleton width="38%" height={16} />
      {Array.from({ length: 9 }, (_, i) => (
        <Skeleton key={i} width={i === 8 ? '61%' : '100%'} height={16} />
      ))}
    </div>
  );
}

/**
 * The overview while the runtime and the session load: the real heading, the who-card at its final size, then the task
 * list and the first cards as soon as the early read has them (di/early-account.ts: the security items missing are the
 * page's largest element, painted now rather than after the runtime), the cards' placeholder until then. The view shows
 * the same until its own reads are in (account-overview-view.tsx), so nothing moves when it takes over. Holds the first
 * view until the early read has answered and been painted: the runtime then starts after the page's largest element,
 * not in its way (first-view.ts).
 */
export function AccountOverviewSkeleton() {
  const { t } = useTranslation('account');
  const read = useEarlyValue(useEarlyServices().accountOverview);
  useFirstViewHold(read.settled);
  const early = read.value;
  return (
    <div className="ex-overview" data-testid="account-overview-skeleton" aria-busy="true">
      <Title level={1} className="ex-overview__title">
        {t('overview.title')}
      </Title>
      <Card className="ex-overview__who">
        <Skeleton className="ex-overview__name" width="40%" height={28} />
        <div className="ex-overview__ids">
          <Skeleton width="60%" height={22} />
        </div>
      </Card>
      {early ? <FirstViewCards view={early} /> : <OverviewCardsSkeleton />}
    </div>
  );
}
