import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/calls/social.md (issue 18's closing note) against the code: every call listed with an adapter has that
 * adapter's method and its path's segments as strings in the adapter file under src/infrastructure; every test named
 * exists; and the calls listed without an adapter are exactly the known ones (a call that loses its adapter fails here).
 */
const root = join(__dirname, '../../../..');
const doc = readFileSync(join(root, 'docs/calls/social.md'), 'utf8');

interface Row { readonly call: string; readonly adapter: string; readonly tests: string }
const rows: Row[] = doc.split('\n')
  .filter((line) => /^\| `(GET|PUT|POST|DELETE) \//.test(line))
  .map((line) => {
    const cells = line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, ''));
    return { call: cells[0]!.replace(/`/g, ''), adapter: cells[1]!, tests: cells[3] ?? '' };
  });

/** The static segments of a call's path ({params} and the method left out). */
const segments = (call: string): string[] => call.split(' ')[1]!.split('/').filter((s) => s !== '' && !s.startsWith('{'));

const WITHOUT_ADAPTER = ['GET /social-backend-ui/metrics/public', 'GET /social-backend-ui/metrics/auth', 'GET /social-backend-ui/metrics/following_list', 'GET /account/private/me'];

describe('docs/calls/social.md', () => {
  it('lists the spec\'s social and copy-trading calls', () => {
    expect(rows.length).toBeGreaterThanOrEqual(70);
    for (const call of ['GET /social-backend-ui/public/leaderboard-metrics', 'DELETE /social-backend-ui/caches', 'GET /social-backend-ui/private/following-lists/simple',
      'GET /copy-trading-gateway/public/lead-trader-dashboard/promoted-leaderboard-metrics', 'POST /social-backend-ui/private/twitter/oauth/authorize']) {
      expect(rows.map((r) => r.call)).toContain(call);
    }
  });

  it('names only the known calls as without an adapter', () => {
    expect(rows.filter((r) => !r.adapter.includes('src/infrastructure/')).map((r) => r.call).sort()).toEqual([...WITHOUT_ADAPTER].sort());
  });

  it.each(rows.filter((r) => r.adapter.includes('src/infrastructure/')).map((r) => [r.call, r] as const))('%s has its adapter string in src/infrastructure', (_call, row) => {
    const [, file, method] = /`(src\/infrastructure\/[^`]+\.ts)` `(\w+)`/.exec(row.adapter) ?? [];
    expect(file).toBeDefined();
    const source = readFileSync(join(root, file!), 'utf8');
    expect(source).toMatch(new RegExp(`\\n  (async )?${method}\\(`));
    const strings = [...source.matchAll(/'[^'\n]*'|`[^`\n]*`/g)].map((m) => m[0]).join(' ');
    for (const segment of segments(row.call)) {
      // LISTING_CAMPAIGN is the domain's constant (LISTING_CAMPAIGN_ID), imported by the adapter
      if (segment === 'LISTING_CAMPAIGN') expect(source).toContain('LISTING_CAMPAIGN_ID');
      else expect({ segment, found: strings.includes(segment) }).toEqual({ segment, found: true });
    }
  });

  it('names tests that exist', () => {
    for (const row of rows) {
      for (const [, path] of row.tests.matchAll(/`([^`]+)`/g)) expect({ path, exists: existsSync(join(root, path!)) }).toEqual({ path, exists: true });
    }
  });
});
