import Decimal from 'decimal.js';
import type { CopySettings } from '../../../../src/domain/copy-trading/copy-settings';
import { closingQuantity, openingQuantity } from '../../../../src/domain/copy-trading/copy-sizing';
import { mulberry32 } from '../../../../simulator/market/prng';

/** The market's seeded generator (mulberry32), so a failure is reproducible. */
const rng = mulberry32;

/**
 * Property: whatever the lead trader does (300 random fills per run, 20 seeded runs of random settings), a copy
 * never holds a position whose entry notional exceeds amount × leverage, and never places an opening order above
 * its max amount per order; a closing order never exceeds what the copy holds.
 */
describe('property: copying never opens more than the settings allow', () => {
  it.each(Array.from({ length: 20 }, (_, i) => i + 1))('seed %i', (seed) => {
    const r = rng(seed);
    const settings: CopySettings = {
      mode: r() < 0.5 ? 'FIXED_AMOUNT' : 'FIXED_RATIO',
      amount: String(10 + Math.floor(r() * 5000)),
      ratio: (0.01 + r() * 3).toFixed(2),
      leverageMode: 'FIXED',
      leverage: 1 + Math.floor(r() * 20),
      symbols: [],
      maxSlippage: '0.01',
      ...(r() < 0.5 ? { maxOrderAmount: String(20 + Math.floor(r() * 2000)) } : {}),
    };
    let lead = new Decimal(0);
    let copy = new Decimal(0);
    let entry = new Decimal(0);
    for (let n = 0; n < 300; n += 1) {
      const price = new Decimal(100 + Math.floor(r() * 100));
      const fill = new Decimal(Math.ceil(r() * 500)).div(100);
      const buy = r() < 0.5;
      const signed = buy ? fill : fill.neg();
      const closes = !lead.isZero() && lead.isPositive() !== buy;
      if (closes) {
        const closed = Decimal.min(fill, lead.abs());
        const sized =
          copy.isZero() || copy.isPositive() === buy
            ? undefined
            : closingQuantity(copy.toFixed(), closed.toFixed(), lead.toFixed(), '0.01');
        if (sized && 'quantity' in sized) {
          expect(new Decimal(sized.quantity).lte(copy.abs())).toBe(true);
          copy = copy.plus(buy ? sized.quantity : new Decimal(sized.quantity).neg());
          if (copy.isZero()) entry = new Decimal(0);
        }
      } else {
        const sized = openingQuantity({
          settings,
          fillQuantity: fill.toFixed(),
          fillPrice: price.toFixed(),
          leadEquity: String(1000 + Math.floor(r() * 50_000)),
          leverage: settings.leverage!,
          openNotional: copy.abs().times(entry).toFixed(),
          step: '0.01',
          minQuantity: '0.01',
          minNotional: '1',
        });
        if ('quantity' in sized) {
          const q = new Decimal(sized.quantity);
          if (settings.maxOrderAmount) expect(q.times(price).lte(settings.maxOrderAmount)).toBe(true);
          entry = copy.abs().times(entry).plus(q.times(price)).div(copy.abs().plus(q));
          copy = copy.plus(buy ? q : q.neg());
        }
      }
      lead = lead.plus(signed);
      expect(copy.abs().times(entry).lte(new Decimal(settings.amount).times(settings.leverage!))).toBe(true);
    }
  });
});
