import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteDef } from '../src/domain/navigation/route';
import { afterBuildPlugin } from './after-build-plugin';
import { routeChunks, type Mount } from './route-chunks';
import { chunkNamed, staticClosure, type BuildManifest } from './route-shells';

/** The file the app reads on a link's intent (src/infrastructure/platform/route-prefetch.ts), at the build's root. */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

/** antd's provider, which `AntdScope` loads (src/presentation/shared/antd-scope.tsx). */
const ANTD_PROVIDER = 'src/presentation/shared/antd-provider.tsx';

/**
 * A route renders antd in its first view: its page paints with antd, or it brings an antd view in after the runtime
 * (`AntdScope afterRuntime` in its page module: the markets, the leaderboard, proof of reserves, the trade shell).
 */
export function rendersAntd(route: Pick<RouteDef, 'firstPaint' | 'page'>, source: (page: string) => string): boolean {
  return route.firstPaint === 'antd' || (route.page !== undefined && /\bAntdScope\b/.test(source(route.page)));
}

/**
 * Once the build and its manifest are written: `route-chunks.json` (build-tools/route-chunks.ts), each route's
 * first-view chunks less what every page loads (index.html's and the `everyPage` chunks, such as the boot's `shell`).
 * `modulesOf` names the capabilities whose DI modules (src/di/modules/<id>.module.ts) a route's page waits for;
 * `mountsOf` those whose panels it mounts for a signed-in member, their folders under src/presentation and the
 * capabilities whose DI modules those panels need.
 */
export function routeChunksPlugin(
  routes: readonly RouteDef[],
  everyPage: readonly string[],
  pageLists: readonly string[],
  modulesOf: (routeId: string) => readonly string[],
  mountsOf: (routeId: string) => readonly { readonly folders: readonly string[]; readonly modules: readonly string[] }[],
): Plugin {
  const moduleKey = (id: string) => `src/di/modules/${id}.module.ts`;
  return afterBuildPlugin('route-chunks', (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    const loaded = new Set<string>(staticClosure(manifest, 'index.html'));
    for (const name of everyPage) staticClosure(manifest, chunkNamed(manifest, name), loaded);
    const source = (page: string) => readFileSync(join('src/presentation', `${page}.tsx`), 'utf8');
    const chunks = routeChunks(manifest, routes, {
      loaded,
      pageLists,
      needsAntd: (route) =>
        rendersAntd(
          routes.find((r) => r.id === route.id)!,
          source,
        ),
      antdProvider: ANTD_PROVIDER,
      modulesOf: (route) => modulesOf(route.id).map(moduleKey),
      mountsOf: (route): Mount[] =>
        mountsOf(route.id).map((mount) => ({
          folders: mount.folders.map((folder) => `src/presentation/${folder}/`),
          modules: mount.modules.map(moduleKey),
        })),
    });
    writeFileSync(join(outDir, ROUTE_CHUNKS_FILE), JSON.stringify(chunks));
  });
}
