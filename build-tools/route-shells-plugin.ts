import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { afterBuildPlugin } from './after-build-plugin';
import { routeShellFile, routeShellHtml, type BuildManifest } from './route-shells';

/** A public route and the source modules its first view loads (its page, and what the light phase starts early). */
export interface RouteShell {
  readonly path: string;
  readonly modules: readonly string[];
}

/** Writes a route shell (build-tools/route-shells.ts) for each route, once the build and its manifest are written. */
export function routeShellsPlugin(shells: readonly RouteShell[]): Plugin {
  return afterBuildPlugin('route-shells', (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8');
    for (const shell of shells) {
      const file = join(outDir, routeShellFile(shell.path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, routeShellHtml(indexHtml, manifest, shell.modules));
    }
  });
}
