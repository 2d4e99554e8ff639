import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycStatus } from '../../domain/account/identity-verification';
import { firstViewTasks, type OverviewFirstView, type OverviewTask } from '../../domain/account/overview-tasks';
import type { SecurityStatus } from '../../domain/security/security-records';
import { Link } from '../shared/navigation';
import { Tag } from '../ui/surface';
import { Text } from '../ui/typography';
import './account-overview.css';

/**
 * The parts of /account's overview that its light placeholder draws too, from the early read (di/early-account.ts),
 * before the runtime's view: the same elements in the same places, so nothing moves when the view takes over.
 */

const LEVEL_TONES = { low: 'error', medium: 'warning', high: 'success' } as const;
const KYC_TONES = { NONE: 'default', PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' } as const;
const TASK_LINKS: Record<OverviewTask, string> = {
  twoFactor: '/account/security',
  security: '/account/security',
  identity: '/account/identity-verification',
  identityPending: '/account/identity-verification',
  deposit: '/deposit',
};

/** A card of the overview (in the grid, half the width from 768 px), with its link ("Manage" unless named) when it has one. */
export function OverviewCard({
  title,
  link,
  children,
  'data-testid': testId,
}: {
  readonly title: string;
  readonly link?: { readonly to: string; readonly label?: string };
  readonly children: ReactNode;
  readonly 'data-testid'?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <section className="ex-card" data-testid={testId}>
      <header className="ex-overview__card-head">
        <h2 className="ex-card__title">{title}</h2>
        {link && <Link to={link.to}>{link.label ?? t('overview.manage')}</Link>}
      </header>
      {children}
    </section>
  );
}

/** A card's figures: key, label, value; one per line unless `columns` says more from 768 px. */
export function Figures({
  items,
  columns = 1,
}: {
  readonly items: readonly (readonly [string, ReactNode, ReactNode])[];
  readonly columns?: 1 | 3;
}) {
  return (
    <dl className={columns === 3 ? 'ex-figures ex-figures--3' : 'ex-figures'}>
      {items.map(([key, label, value]) => (
        <div key={key} className="ex-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What is left to do, as links to where it is done; nothing when nothing is. `testId`: the view's, not the placeholder's. */
export function OverviewTasks({ tasks, testId }: { readonly tasks: readonly OverviewTask[]; readonly testId?: string }) {
  const { t } = useTranslation('account');
  if (tasks.length === 0) return null;
  return (
    <section className="ex-notice" role="status" aria-labelledby="overview-tasks-title" data-testid={testId}>
      <div className="ex-notice__text">
        <h2 id="overview-tasks-title" className="ex-notice__title">
          {t('overview.todo')}
        </h2>
        <ul className="ex-overview__tasks">
          {tasks.map((task) => (
            <li key={task}>
              <Link to={TASK_LINKS[task]}>{t(`overview.task.${task}`)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The security card's body: the level, and the items still missing. */
export function SecurityLevel({ security, testId }: { readonly security: SecurityStatus; readonly testId?: string }) {
  const { t } = useTranslation('account');
  return (
    <div className="ex-overview__stack" data-testid={testId}>
      <span>
        <Tag tone={LEVEL_TONES[security.level]}>{t(`security:level.${security.level}`)}</Tag>
      </span>
      {security.missing.length > 0 && (
        <Text tone="secondary">
          {t('security:level.missing', { items: security.missing.map((m) => t(`security:level.items.${m}`)).join(', ') })}
        </Text>
      )}
    </div>
  );
}

/** The identity card's body: where the verification stands. */
export function IdentityState({ kyc, testId }: { readonly kyc: KycStatus; readonly testId?: string }) {
  const { t } = useTranslation('account');
  return (
    <span>
      <Tag tone={KYC_TONES[kyc]} data-testid={testId}>
        {t(`overview.kyc.${kyc}`)}
      </Tag>
    </span>
  );
}

/**
 * The task list and the four cards of the first view, as the view draws them, the figures the early read does not
 * have (balances, fees, last sign-in) as "—" on their own lines until the view's.
 */
export function FirstViewCards({ view }: { readonly view: OverviewFirstView }) {
  const { t } = useTranslation('account');
  const unknown = <Text tone="secondary">—</Text>;
  return (
    <>
      <OverviewTasks tasks={firstViewTasks(view)} />
      <div className="ex-overview__cards" data-testid="overview-first-view">
        <OverviewCard title={t('overview.security')} link={{ to: '/account/security' }}>
          <SecurityLevel security={view.security} />
        </OverviewCard>
        <OverviewCard title={t('overview.identity')} link={{ to: '/account/identity-verification' }}>
          <IdentityState kyc={view.kyc} />
        </OverviewCard>
        <OverviewCard title={t('overview.balances')} link={{ to: '/wallet', label: t('overview.wallet') }}>
          <Figures
            items={[
              ['total', t('overview.total'), unknown],
              ['spot', t('overview.spot'), unknown],
              ['futures', t('overview.futures'), unknown],
            ]}
          />
        </OverviewCard>
        <OverviewCard title={t('overview.feesAndLogin')}>
          <Figures
            items={[
              ['fees', t('overview.fees'), unknown],
              ['login', t('overview.lastLogin'), unknown],
            ]}
          />
        </OverviewCard>
      </div>
    </>
  );
}
