import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Vite's id for its preload helper, which its import analysis imports `__vitePreload` from in every chunk with a dynamic import. */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';

/** The app's helper, with Vite's contract and the script links appended a batch per task (module-preload.ts). */
export const BATCHED_PRELOAD_HELPER = resolve('src/infrastructure/platform/module-preload-helper.ts');

/**
 * Puts the app's preload helper in place of Vite's (src/infrastructure/platform/module-preload.ts says why). Runs
 * before Vite's own plugins, so its resolution of the helper's id wins; and it fails the build if Vite's helper is in
 * the output anyway, so a Vite update that changes the id cannot undo it unnoticed.
 */
export function batchedPreloadPlugin(): Plugin {
  return {
    name: 'batched-preload',
    enforce: 'pre',
    apply: 'build',
    resolveId(id) {
      return id === VITE_PRELOAD_HELPER ? BATCHED_PRELOAD_HELPER : undefined;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.moduleIds.includes(VITE_PRELOAD_HELPER))
          this.error(`Vite's own preload helper is in ${chunk.fileName}: the batched one did not replace it`);
      }
    },
  };
}
