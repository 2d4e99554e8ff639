import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint: a script whose first line is this comment has all its functions compiled eagerly, when
 * the script itself is compiled. Chromium compiles a streamed script (module or classic) on a background thread, so
 * the functions are ready before the page first calls them, instead of each being compiled on the main thread, in the
 * task that first calls it (https://v8.dev/blog/explicit-compile-hints).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's mappings with a line added above the code (the line maps nowhere; each line after it one down). */
const mappingsBelowALine = (mappings: string): string => `;${mappings}`;

/**
 * Puts the compile hint at the top of the output chunks whose name `chunkNames` matches: a library whose functions the
 * page calls in one burst as soon as it has it (the candle chart's), where compiling each on its first call lengthened
 * the page's longest tasks (docs/benchmarks.md, stop 77). Runs after minification, which would drop the comment; the
 * file's name keeps the hash of its content without the hint, a constant line.
 */
export function compileHintsPlugin(chunkNames: RegExp): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chosen = Object.values(bundle).filter((output) => output.type === 'chunk' && chunkNames.test(output.name));
      // a renamed chunk would silently lose its hint: the build fails instead
      if (chosen.length === 0) this.error(`compile-hints: no chunk's name matches ${chunkNames}`);
      for (const output of chosen) {
        if (output.type !== 'chunk' || output.code.startsWith(COMPILE_HINT)) continue;
        output.code = `${COMPILE_HINT}\n${output.code}`;
        if (output.map) output.map.mappings = mappingsBelowALine(output.map.mappings);
        const mapAsset = bundle[`${output.fileName}.map`];
        if (mapAsset?.type === 'asset') {
          const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
          mapAsset.source = JSON.stringify({ ...map, mappings: mappingsBelowALine(map.mappings) });
        }
      }
    },
  };
}
