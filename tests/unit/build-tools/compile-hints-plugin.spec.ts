import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { COMPILE_HINT, compileHintsPlugin } from '../../../build-tools/compile-hints-plugin';

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string; map: { mappings: string } | null };
type Asset = { type: 'asset'; fileName: string; source: string };
type Bundle = Record<string, Chunk | Asset>;

/** A one-line chunk whose map sends column 0 to source line 1 and column 9 to source line 2 (`b` at column 2). */
const MAPPINGS = 'AAAA,SACE';
const source = (fileName: string) => JSON.stringify({ version: 3, file: fileName, sources: ['lib.mjs'], names: [], mappings: MAPPINGS });

function bundleOf(...chunks: Array<{ name: string; code: string }>): Bundle {
  const bundle: Bundle = {};
  for (const { name, code } of chunks) {
    const fileName = `assets/${name}-abc123.js`;
    bundle[fileName] = { type: 'chunk', name, fileName, code, map: null };
    bundle[`${fileName}.map`] = { type: 'asset', fileName: `${fileName}.map`, source: source(fileName) };
  }
  return bundle;
}

function build(bundle: Bundle, chunkNames = /^lightweight-charts/): Bundle {
  const hook = compileHintsPlugin(chunkNames).generateBundle as (
    this: { error(message: string): never },
    options: unknown,
    bundle: Bundle,
  ) => void;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  hook.call(context, {}, bundle);
  return bundle;
}

const chunk = (bundle: Bundle, name: string) => bundle[`assets/${name}-abc123.js`] as Chunk;
const map = (bundle: Bundle, name: string) => new TraceMap((bundle[`assets/${name}-abc123.js.map`] as Asset).source);

describe('the compile hints plugin', () => {
  it('puts the hint on the first line of a chosen chunk and leaves the others as they were', () => {
    const bundle = build(
      bundleOf({ name: 'lightweight-charts.production', code: 'function a(){}' }, { name: 'shell', code: 'function s(){}' }),
    );

    expect(chunk(bundle, 'lightweight-charts.production').code).toBe(`${COMPILE_HINT}\nfunction a(){}`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(chunk(bundle, 'shell').code).toBe('function s(){}');
    expect(JSON.parse((bundle['assets/shell-abc123.js.map'] as Asset).source).mappings).toBe(MAPPINGS);
  });

  it('shifts the source map by the added line, so each position still finds its source', () => {
    const bundle = build(bundleOf({ name: 'lightweight-charts.production', code: 'function a(){b()}' }));
    const hinted = map(bundle, 'lightweight-charts.production');

    // the code moved one line down: what was at line 1 is at line 2, and line 1 (the hint) maps nowhere
    expect(originalPositionFor(hinted, { line: 2, column: 9 })).toMatchObject({ source: 'lib.mjs', line: 2, column: 2 });
    expect(originalPositionFor(hinted, { line: 2, column: 0 })).toMatchObject({ source: 'lib.mjs', line: 1, column: 0 });
    expect(originalPositionFor(hinted, { line: 1, column: 0 }).source).toBeNull();
    expect(originalPositionFor(map(build(bundleOf({ name: 'shell', code: 'x' }), /^shell$/), 'shell'), { line: 2, column: 9 }).line).toBe(
      2,
    );
  });

  it('does not hint or shift twice a chunk that already starts with the hint', () => {
    const bundle = build(bundleOf({ name: 'lightweight-charts.production', code: `${COMPILE_HINT}\nfunction a(){}` }));

    expect(chunk(bundle, 'lightweight-charts.production').code).toBe(`${COMPILE_HINT}\nfunction a(){}`);
    expect(JSON.parse((bundle['assets/lightweight-charts.production-abc123.js.map'] as Asset).source).mappings).toBe(MAPPINGS);
  });

  it('fails the build when no chunk has a chosen name, so a renamed chunk cannot lose its hint unseen', () => {
    expect(() => build(bundleOf({ name: 'charts-renamed', code: 'function a(){}' }))).toThrow(
      "compile-hints: no chunk's name matches /^lightweight-charts/",
    );
  });
});
