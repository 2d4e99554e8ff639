import type { BalanceSheetView } from '../../application/reserves/load-balance-sheet.use-case';
import { AssetDonut } from './asset-donut';
import { BalanceTables } from './balance-tables';
import { ReserveGauges, type WooToggle } from './reserve-gauges';
import './reserves.css';

/**
 * Gauges and distribution side by side (one column below 1024 px), the tables under them. Without `sheet` it draws
 * the loading state: the same boxes with placeholders. No stores here, so the page's first view needs no DI.
 */
export function SheetLayout({ sheet, woo }: { sheet?: BalanceSheetView; woo?: WooToggle }) {
  return (
    <div className="por-sheet" aria-busy={sheet === undefined} data-testid="balance-sheet">
      <ReserveGauges sheet={sheet} woo={woo} />
      <AssetDonut assets={sheet?.assets} />
      <BalanceTables sheet={sheet} />
    </div>
  );
}

/** The balance sheet's footprint while its stores load (the `<Suspense>` fallback of `BalanceSheet`). */
export function BalanceSheetPlaceholder() {
  return <SheetLayout />;
}

/** The "updated at" line, empty (same height) until the first figures arrive. */
export function UpdatedAtPlaceholder() {
  return <p className="por-updated" />;
}
