import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES } from '../../../src/capabilities';

/** The brace list of page names in a glob of `src/presentation/app/<file>` (`{brokers,login}-page.tsx`). */
function listedIn(file: string): string[] {
  const source = readFileSync(join(__dirname, '../../../src/presentation/app', file), 'utf8');
  const match = /\.\.\/pages\/\{([a-z,-]+)\}-page\.tsx/.exec(source);
  if (!match) throw new Error(`${file}: no list of public pages in a glob`);
  return match[1].split(',').sort();
}

describe('page lists', () => {
  it('lists the public pages painted with antd with the app pages, not in the boot chunk, as the route table says', () => {
    const antd = ROUTES.filter((r) => r.page?.startsWith('pages/') && r.firstPaint === 'antd')
      .map((r) => r.page!.slice('pages/'.length).replace(/-page$/, ''))
      .sort();
    expect(antd).toEqual(['brokers', 'download', 'login', 'market-makers', 'register']);
    // the boot chunk's glob leaves out exactly the pages the app's list adds
    expect(listedIn('page-modules.ts')).toEqual(antd);
    expect(listedIn('app-page-modules.ts')).toEqual(antd);
  });
});
