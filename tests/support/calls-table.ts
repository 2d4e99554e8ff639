import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The shared reading of the calls lists in docs/calls/*.md (each issue's closing note: every call with the adapter
 * that makes it, the screen that uses it and the tests that cover it) for the guard tests that keep them true.
 *
 * Two table shapes exist:
 * - the string table (docs/calls/account-centre.md): `| Call | String in the adapter | Adapter method (file) | Screen |
 *   Tests |`, checked by the literal string the adapter sends;
 * - the path table (social.md, growth.md, wallet.md): `| \`METHOD /path\` | \`src/infrastructure/….ts\` \`method\` |
 *   Screen | Tests |`, checked by the call path's static segments being string literals of the adapter file.
 */
export const ROOT = join(__dirname, '..', '..');

export const readRepoFile = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

export const readCallsDoc = (name: string): string => readRepoFile(join('docs', 'calls', name));

/** The text between `<!-- calls:start -->` and `<!-- calls:end -->`. */
export const markedTable = (doc: string): string => doc.slice(doc.indexOf('<!-- calls:start -->'), doc.indexOf('<!-- calls:end -->'));

/** A table line's cells, without the outer pipes. */
export const cellsOf = (line: string): string[] => line.split(' | ').map((c) => c.replace(/^\| ?| ?\|$/g, '').trim());

/** The body lines of the markdown tables in `text` (header and separator lines left out). */
export const bodyLines = (text: string): string[] =>
  text.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Call') && !/^\|\s*:?-{3}/.test(l));

/** The test files a cell names (features/…feature, tests/….ts). */
export const namedTests = (cell: string): string[] =>
  [...cell.matchAll(/((?:features|tests)\/[\w/.-]+\.(?:feature|tsx?))/g)].map((m) => m[1]!);

/** Of `paths`, those that do not exist in the repository. */
export const missingFiles = (paths: readonly string[]): string[] => paths.filter((p) => !existsSync(join(ROOT, p)));

/** Every string literal of a source file ('…' and `…`), joined. */
export const stringLiteralsOf = (source: string): string => [...source.matchAll(/'[^'\n]*'|`[^`\n]*`/g)].map((m) => m[0]).join(' ');

/** The static segments of a call `METHOD /a/{param}/b` ({params} and the method left out). */
export const pathSegments = (call: string): string[] =>
  call
    .split(' ')[1]!
    .split('/')
    .filter((s) => s !== '' && !s.startsWith('{'));

/** Whether a class in `source` defines `method` (a member at two spaces' indent). */
export const definesMethod = (source: string, method: string): boolean => new RegExp(`\\n  (async )?${method}\\(`).test(source);

/** The .ts files under a repository folder (recursively). */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));

/** The files under src/infrastructure whose text holds `text` (a missing call's path stays missing while this is empty). */
export const adaptersMentioning = (text: string): string[] =>
  sourceFiles('src/infrastructure').filter((f) => readRepoFile(f).includes(text));

// ---- the path table

export interface PathRow {
  readonly call: string;
  readonly adapter: string;
  readonly screen: string;
  readonly tests: string;
}

/** The rows of every path table in `doc` (lines starting with `` | `GET /… ``). */
export const pathRows = (doc: string): PathRow[] =>
  doc
    .split('\n')
    .filter((line) => /^\| `(GET|PUT|POST|DELETE) \//.test(line))
    .map((line) => {
      const cells = cellsOf(line);
      return { call: cells[0]!.replace(/`/g, ''), adapter: cells[1]!, screen: cells[2] ?? '', tests: cells[3] ?? '' };
    });

export const hasAdapter = (row: PathRow): boolean => row.adapter.includes('src/infrastructure/');

/** The adapter file and method a path row names (`` `src/infrastructure/x.ts` `method` ``). */
export const adapterOf = (row: PathRow): { file?: string; method?: string } => {
  const [, file, method] = /`(src\/infrastructure\/[^`]+\.ts)` `(\w+)`/.exec(row.adapter) ?? [];
  return { file, method };
};

/**
 * What the adapter file lacks of a path row: its method, or a static segment of its path among its string literals.
 * `aliases` maps a segment the adapter builds from a constant to the text that must be in the file instead.
 */
export function pathRowGaps(row: PathRow, aliases: Readonly<Record<string, string>> = {}): string[] {
  const { file, method } = adapterOf(row);
  if (!file || !method) return ['no `file` `method` in the adapter cell'];
  if (missingFiles([file]).length > 0) return [`no file ${file}`];
  const source = readRepoFile(file);
  const gaps = definesMethod(source, method) ? [] : [`no method ${method}`];
  const strings = stringLiteralsOf(source);
  for (const segment of pathSegments(row.call)) {
    const alias = aliases[segment];
    if (alias !== undefined ? !source.includes(alias) : !strings.includes(segment)) gaps.push(`no segment ${segment}`);
  }
  return gaps;
}

/** The test files of path rows' test cells (backticked paths) that do not exist. */
export const missingTestsOf = (rows: readonly PathRow[]): string[] =>
  missingFiles([...new Set(rows.flatMap((r) => [...r.tests.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)))]);

export interface PathDocRules {
  /** The doc, under docs/calls/. */
  readonly doc: string;
  /** What the list covers, for the test titles. */
  readonly covers: string;
  readonly minRows: number;
  /** Calls that must be listed. */
  readonly mustList: readonly string[];
  /** The calls listed without an adapter (missing, deprecated): exactly these. */
  readonly withoutAdapter: readonly string[];
  readonly aliases?: Readonly<Record<string, string>>;
}

/** The guard of a path-table doc: listed calls, known calls without an adapter, adapters that speak them, tests that exist. */
export function describePathDoc(rules: PathDocRules): void {
  const rows = pathRows(readCallsDoc(rules.doc));
  describe(`docs/calls/${rules.doc}`, () => {
    it(`lists ${rules.covers}`, () => {
      expect(rows.length).toBeGreaterThanOrEqual(rules.minRows);
      for (const call of rules.mustList) expect(rows.map((r) => r.call)).toContain(call);
    });

    it('names only the known calls as without an adapter', () => {
      expect(
        rows
          .filter((r) => !hasAdapter(r))
          .map((r) => r.call)
          .sort(),
      ).toEqual([...rules.withoutAdapter].sort());
    });

    it.each(rows.filter(hasAdapter).map((r) => [r.call, r] as const))('%s has its adapter string in src/infrastructure', (call, row) => {
      expect({ call, gaps: pathRowGaps(row, rules.aliases) }).toEqual({ call, gaps: [] });
    });

    it('names tests that exist', () => {
      expect(missingTestsOf(rows)).toEqual([]);
    });
  });
}
