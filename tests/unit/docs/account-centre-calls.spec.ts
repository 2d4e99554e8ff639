import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/calls/account-centre.md lists issue 17's calls with the string each adapter sends and the adapter's file: the
 * list stays true only while every string is in its file (and the tests it names exist).
 */
const ROOT = join(__dirname, '..', '..', '..');
const doc = readFileSync(join(ROOT, 'docs', 'calls', 'account-centre.md'), 'utf8');
const table = doc.slice(doc.indexOf('<!-- calls:start -->'), doc.indexOf('<!-- calls:end -->'));

interface Row { call: string; text: string; file: string; methods: string[]; tests: string[] }

/** A cell's code span (`x` or `` x `` holding backticks). */
const codeOf = (cell: string) => (/^``\s(.+)\s``$/.exec(cell) ?? /^`([^`]+)`$/.exec(cell))?.[1];

const rows: Row[] = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Call') && !l.startsWith('|---')).map((line) => {
  const cells = line.slice(2, -2).split(' | ');
  const adapter = cells[2];
  return {
    call: cells[0],
    text: codeOf(cells[1]) ?? '',
    file: /\((src\/infrastructure\/[\w/.-]+\.ts)\)/.exec(adapter)?.[1] ?? '',
    methods: [...adapter.matchAll(/`\w+\.(\w+)/g), ...adapter.matchAll(/`\.(\w+)`/g)].map((m) => m[1]),
    tests: [...cells[4].matchAll(/((?:features|tests)\/[\w/.-]+\.(?:feature|ts))/g)].map((m) => m[1]),
  };
});

describe('docs/calls/account-centre.md', () => {
  it('lists the calls of issue 17, each with an adapter file under src/infrastructure', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => !r.text || !r.file).map((r) => r.call)).toEqual([]);
  });

  it.each(rows.map((r) => [r.call, r] as const))('%s: the adapter sends the string the list names, through the method it names', (_call, row) => {
    const source = readFileSync(join(ROOT, row.file), 'utf8');
    expect(source).toContain(row.text);
    for (const method of row.methods) expect(source).toMatch(new RegExp(`\\b${method}\\(`));
  });

  it('names only tests that exist', () => {
    const named = [...new Set(rows.flatMap((r) => r.tests))];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((t) => !existsSync(join(ROOT, t)))).toEqual([]);
  });
});
