import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Comments and test titles explain the code with what is in this repository: no pointer to a tracker's issue number
 * or to a section of a document a newcomer does not have ("issue 17 part 5", "spec §9"). Standards keep their
 * sections (RFC 6238 §5.2). Where a rule comes from a document of this repository, name the file.
 */
const ROOTS = ['src', 'simulator', 'build-tools', 'scripts', 'bench', 'tests', 'features'];
const OUTSIDE = [/\b[Ii]ssues? \d+\b/, /(?<!RFC \d+ )§\s?\d/];

function files(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .flatMap((name) => (name === 'node_modules' ? [] : files(join(path, name))))
    .filter((f) => /\.(tsx?|mjs|cjs|feature|sh)$/.test(f));
}

const offending = (line: string): boolean => OUTSIDE.some((re) => re.test(line));

describe('comments point inside the repository', () => {
  it.each(ROOTS)('%s cites no issue number and no outside document section', (root) => {
    const offences = files(root)
      .filter((file) => !file.endsWith('no-outside-references.spec.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (offending(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offences).toEqual([]);
  });

  it('the guard catches what it forbids and lets standards through', () => {
    expect(offending(' * Issue 17 part 5 end to end')).toBe(true);
    expect(offending('// the rule of spec §9')).toBe(true);
    expect(offending('(see issue 29)')).toBe(true);
    expect(offending(' * a code is good once (RFC 6238 §5.2).')).toBe(false);
    expect(offending('const tissue = 3;')).toBe(false);
  });
});
