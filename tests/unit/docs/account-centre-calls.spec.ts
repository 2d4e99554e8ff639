import { bodyLines, cellsOf, markedTable, missingFiles, namedTests, readCallsDoc, readRepoFile } from '../../support/calls-table';

/**
 * docs/calls/account-centre.md lists the account centre's calls with the string each adapter sends and the adapter's file: the
 * list stays true only while every string is in its file (and the tests it names exist).
 */
const table = markedTable(readCallsDoc('account-centre.md'));

interface Row {
  call: string;
  text: string;
  file: string;
  methods: string[];
  tests: string[];
}

/** A cell's code span (`x` or `` x `` holding backticks). */
const codeOf = (cell: string) => (/^``\s(.+)\s``$/.exec(cell) ?? /^`([^`]+)`$/.exec(cell))?.[1];

const rows: Row[] = bodyLines(table).map((line) => {
  const cells = cellsOf(line);
  const adapter = cells[2]!;
  return {
    call: cells[0]!,
    text: codeOf(cells[1]!) ?? '',
    file: /\((src\/infrastructure\/[\w/.-]+\.ts)\)/.exec(adapter)?.[1] ?? '',
    methods: [...adapter.matchAll(/`\w+\.(\w+)/g), ...adapter.matchAll(/`\.(\w+)`/g)].map((m) => m[1]!),
    tests: namedTests(cells[4]!),
  };
});

describe('docs/calls/account-centre.md', () => {
  it('lists the account centre calls, each with an adapter file under src/infrastructure', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => !r.text || !r.file).map((r) => r.call)).toEqual([]);
  });

  it.each(rows.map((r) => [r.call, r] as const))(
    '%s: the adapter sends the string the list names, through the method it names',
    (_call, row) => {
      const source = readRepoFile(row.file);
      expect(source).toContain(row.text);
      for (const method of row.methods) expect(source).toMatch(new RegExp(`\\b${method}\\(`));
    },
  );

  it('names only tests that exist', () => {
    const named = [...new Set(rows.flatMap((r) => r.tests))];
    expect(named.length).toBeGreaterThan(10);
    expect(missingFiles(named)).toEqual([]);
  });
});
