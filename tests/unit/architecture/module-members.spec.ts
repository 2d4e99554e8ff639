import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { compilerOptions, memberAssignments, sourceFiles } from './support/module-members';

const ROOT = resolve(__dirname, '../../..');
const SIMULATOR = join(ROOT, 'simulator');

/**
 * Simulator modules talk through the engine's bus and declared extension points (a registration the owner declares,
 * such as `feeDiscounts.register`, `families.register`, `connectAlgos`, `boostAprWith`), never by writing another
 * module's members. No entry is allowed: a module that needs to change another's behaviour asks its owner for a
 * declared registration, and a module's own records (its rows, its parts) are its own to write.
 */
describe('no simulator module assigns to another module’s members', () => {
  it('finds no assignment to a member declared in another module, nor a function put into another object', () => {
    const findings = memberAssignments(SIMULATOR, sourceFiles(SIMULATOR), compilerOptions(ROOT));
    expect(findings.map((f) => `${f.file}:${f.line} ${f.target} (${f.rule})`)).toEqual([]);
  }, 60_000);

  describe('the rule itself, on a sample of two modules', () => {
    let root: string;
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    beforeAll(() => {
      root = mkdtempSync(join(tmpdir(), 'module-members-'));
      write('engine/module.ts', 'export const engineModule = { id: "engine" };\n');
      write(
        'engine/engine.ts',
        [
          'export class Engine {',
          '  hook?: (n: number) => number;',
          '  count = 0;',
          '  bump(): void { this.count += 1; }',
          '}',
          'export function reset(e: Engine): void { e.count = 0; }',
        ].join('\n'),
      );
      write('other/module.ts', 'export const otherModule = { id: "other" };\n');
      write(
        'other/wire.ts',
        [
          "import { Engine } from '../engine/engine';",
          'export function wire(e: Engine): void {',
          '  e.hook = (n) => n;',
          '  e.count++;',
          '  const own = { n: 1, f: (n: number) => n };',
          '  own.n = 2;',
          '  own.f = (n) => n + 1;',
          '}',
        ].join('\n'),
      );
    });
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names the other module’s members written and every function put into another object, and passes the owner’s own writes', () => {
      const findings = memberAssignments(root, sourceFiles(root), compilerOptions(ROOT));
      expect(findings.map((f) => `${f.file}:${f.line} ${f.target} (${f.rule})`).sort()).toEqual([
        'other/wire.ts:3 e.hook (hook)',
        'other/wire.ts:3 e.hook (owner)',
        'other/wire.ts:4 e.count (owner)',
        'other/wire.ts:7 own.f (hook)',
      ]);
    }, 30_000);
  });
});
