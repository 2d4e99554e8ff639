import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin';
import { chunkNamed, routeShellFile, routeShellHtml, type BuildManifest } from './route-shells';

/** A public route and the source modules its first view loads (its page, and what the light phase starts early). */
export interface RouteShell {
  readonly path: string;
  readonly modules: readonly string[];
}

/**
 * Once the build and its manifest are written: names the chunks every page needs (`everyPage`, code-splitting
 * groups the entry loads with `import()`, such as the boot's `shell`) in index.html itself, and writes a route
 * shell (build-tools/route-shells.ts) for each route with those and its own modules.
 */
export function routeShellsPlugin(shells: readonly RouteShell[], everyPage: readonly string[]): Plugin {
  return afterBuildPlugin('route-shells', (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    const indexFile = join(outDir, 'index.html');
    const indexHtml = readFileSync(indexFile, 'utf8');
    const common = everyPage.map((name) => chunkNamed(manifest, name));
    for (const shell of shells) {
      const file = join(outDir, routeShellFile(shell.path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, routeShellHtml(indexHtml, manifest, [...common, ...shell.modules]));
    }
    writeFileSync(indexFile, routeShellHtml(indexHtml, manifest, common));
  });
}
