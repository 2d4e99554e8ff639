import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { inTurn } from '../shared/in-turn';
import { Button } from '../ui/button';
import { Text } from '../ui/typography';
import { AuditsStore } from './audits.store';
import { BalanceSheetStore } from './balance-sheet.store';
import { auditDate } from './format';
import { ReservesCheckStore } from './reserves-check.store';
import { SheetLayout, UpdatedAtPlaceholder } from './sheet-layout';

/*
 * The store-bound parts of /proof-of-reserves. The page loads this module lazily, next to the DI container, and
 * shows the same-size placeholders of sheet-layout.tsx until both are ready (docs/adr/0010-light-public-shell.md).
 */

/** Starts the page's stores: the sheet (with its 15-minute refresh), the audits, and the check prefilled from the link. */
export function ReservesSession({ auditId, userHash }: { auditId: string | undefined; userHash: string | undefined }) {
  const sheet = useInjection(BalanceSheetStore);
  const audits = useInjection(AuditsStore);
  const check = useInjection(ReservesCheckStore);
  useEffect(() => {
    if (auditId) check.setAuditId(auditId);
    if (userHash) check.setUserHash(userHash);
    // Each opens several requests; not in the task that mounts the runtime's views either (it starts the shell's stores).
    const cancel = inTurn([() => sheet.start(), () => audits.start(auditId)], { firstNow: false });
    return () => {
      cancel();
      sheet.dispose();
    };
  }, [auditId, userHash, sheet, audits, check]);
  return null;
}

/** The live balance sheet: ratios, totals, distribution and tables; an error with Retry if it cannot load. */
export const BalanceSheet = observer(function BalanceSheet() {
  const { t } = useTranslation('reserves');
  const store = useInjection(BalanceSheetStore);
  const state = store.state;
  // The figures arrive in one store update. Drawing the gauges, the distribution and both tables is then a
  // transition React renders in slices (useDeferredValue), not one long task on a slow phone.
  const sheet = useDeferredValue(state.status === 'success' ? state.value : undefined);
  if (state.status === 'error') {
    return (
      <div className="por-error" role="alert" data-testid="balance-sheet-error">
        <span>{t(`errors.${state.error}`)}</span>
        <Button onClick={() => void store.refresh()}>{t('retry')}</Button>
      </div>
    );
  }
  return <SheetLayout sheet={sheet} woo={{ included: !store.excludeWoo, onChange: (included) => store.setExcludeWoo(!included) }} />;
});

/** "Updated … · refreshed every 15 minutes", once the first figures arrive. */
export const UpdatedAt = observer(function UpdatedAt() {
  const { t, i18n } = useTranslation('reserves');
  const { updatedAt } = useInjection(BalanceSheetStore);
  if (updatedAt === undefined) return <UpdatedAtPlaceholder />;
  return (
    <p className="por-updated">
      <Text tone="secondary" data-testid="updated-at">
        {t('updatedAt', { time: auditDate(updatedAt, i18n.language) })}
      </Text>
    </p>
  );
});
