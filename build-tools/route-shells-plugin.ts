import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import type { RouteDef } from '../src/domain/navigation/route';
import { DEFAULT_LOCALE } from '../src/domain/shared/locale';
import { firstTranslationsUrl } from '../src/domain/shared/translation-files';
import { afterBuildPlugin } from './after-build-plugin';
import {
  chunkNamed,
  pageListsOf,
  routeShellFile,
  routeShellHtml,
  translation,
  withHeadMeta,
  withTranslationPreloads,
  type BuildManifest,
} from './route-shells';

/**
 * A public route, the source modules its first view loads (its page, and what the light phase starts early), the
 * locale namespaces it first paints with, and the translation keys (`namespace`, title key, description key) of its head.
 */
export interface RouteShell {
  readonly path: string;
  readonly modules: readonly string[];
  readonly namespaces: readonly string[];
  readonly meta: readonly [ns: string, title: string, description: string];
}

/**
 * The route shells of the route table: every route with head tags (the public pages that search engines and link
 * previews read), with its page module, what it preloads and its first namespaces (`firstNamespaces` of the table).
 */
export function routeShellsOf(routes: readonly RouteDef[], namespacesOf: (path: string) => readonly string[]): RouteShell[] {
  return routes.flatMap((route) => {
    if (!route.head) return [];
    if (!route.page) throw new Error(`route shells: ${route.id} has head tags but no page`);
    const modules = [`src/presentation/${route.page}.tsx`, ...(route.preload ?? []).map((module) => `src/${module}.ts`)];
    return [
      {
        path: route.path,
        modules,
        namespaces: namespacesOf(route.path),
        meta: [route.head.ns, route.head.title, route.head.description] as const,
      },
    ];
  });
}

/** The default language's translations, as the app ships them. */
const defaultLanguage = (ns: string): unknown => JSON.parse(readFileSync(join('public/locales/en', `${ns}.json`), 'utf8'));

/**
 * Once the build and its manifest are written: names the chunks every page needs (`everyPage`, code-splitting
 * groups the entry loads with `import()`, such as the boot's `shell`) in index.html itself, and writes a route
 * shell (build-tools/route-shells.ts) for each route with those and its own modules.
 */
export function routeShellsPlugin(shells: readonly RouteShell[], everyPage: readonly string[], appModules: readonly string[] = []): Plugin {
  return afterBuildPlugin('route-shells', (outDir) => {
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as BuildManifest;
    const indexFile = join(outDir, 'index.html');
    const indexHtml = readFileSync(indexFile, 'utf8');
    const common = everyPage.map((name) => chunkNamed(manifest, name));
    for (const shell of shells) {
      const file = join(outDir, routeShellFile(shell.path));
      mkdirSync(dirname(file), { recursive: true });
      const [ns, title, description] = shell.meta;
      const head = { title: translation(defaultLanguage, ns, title), description: translation(defaultLanguage, ns, description) };
      // a public page painted with antd is listed with the app's pages (app-page-modules.ts): that list first
      const lists = pageListsOf(manifest, shell.modules[0], appModules);
      const html = routeShellHtml(indexHtml, manifest, [...common, ...lists, ...shell.modules]);
      writeFileSync(file, withHeadMeta(withTranslationPreloads(html, [firstTranslationsUrl(DEFAULT_LOCALE, shell.namespaces)]), head));
    }
    // index.html is the document of the app's routes (no head tags): it preloads the app's page list too
    writeFileSync(indexFile, routeShellHtml(indexHtml, manifest, [...common, ...appModules]));
  });
}
