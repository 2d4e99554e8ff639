import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The tables, panels and confirmations format numbers and dates only through the app's one formatter
 * (src/domain/shared/amount-format.ts): none rounds a number for display (`Number#toFixed(n)`), asks the browser's
 * locale (`toLocaleString`) or builds its own Intl formatter. `Decimal#toFixed()` with no argument is an exact
 * decimal string, not a display, and is allowed.
 */
const SURFACES = [
  'src/presentation/trade/account',
  'src/presentation/wallet',
  'src/presentation/withdraw',
  'src/presentation/deposit',
  'src/presentation/notifications',
  'src/presentation/security',
  'src/presentation/convert',
  'src/presentation/subaccounts',
  'src/presentation/member-trading/order-form/confirm-order-modal.tsx',
];
const OWN_FORMAT = [/\.toFixed\(\s*\d/, /\.toLocale(Date|Time)?String\(/, /new Intl\./];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .flatMap((name) => files(join(path, name)))
    .filter((f) => /\.tsx?$/.test(f));
}

describe('one number and date formatter on every table surface', () => {
  it.each(SURFACES)('%s formats nothing on its own', (surface) => {
    const offences = files(surface).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (OWN_FORMAT.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offences).toEqual([]);
  });

  it('the guard catches what it forbids', () => {
    expect(OWN_FORMAT.some((re) => re.test('value.toFixed(2)'))).toBe(true);
    expect(OWN_FORMAT.some((re) => re.test('new Date(ms).toLocaleString()'))).toBe(true);
    expect(OWN_FORMAT.some((re) => re.test("new Intl.DateTimeFormat('en')"))).toBe(true);
    expect(OWN_FORMAT.some((re) => re.test('new Decimal(v).toFixed()'))).toBe(false);
  });
});
