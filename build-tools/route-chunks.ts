import { pageListsOf, staticClosure, type BuildManifest } from './route-shells';

/**
 * What a click on a link to a route fetches (the app's `route-chunks.json`, read by
 * src/infrastructure/platform/route-prefetch.ts): every chunk and stylesheet of the route's first view, so that the
 * browser asks for them all at once when the pointer rests on the link, or at the click, instead of one `import()`
 * after another (the page's list, its module, antd's provider, then each view the page loads lazily: on a phone's
 * network, a round trip and a download each). Files are listed once; a route names them by index, in one string
 * (`"3,17,42"`): the app reads a route's entry only when the route is intended.
 */
export interface RouteChunks {
  readonly files: string[];
  readonly routes: Record<string, string>;
}

/** A route of the table, as far as its chunks go. */
export interface ChunkRoute {
  readonly id: string;
  /** Its page module under src/presentation, without the extension. */
  readonly page?: string;
  /** Other modules its first view needs (src/<module>.ts). */
  readonly preload?: readonly string[];
}

export interface RouteChunkOptions<R extends ChunkRoute = ChunkRoute> {
  /** Manifest keys the document already loads on every page (index.html's and the boot's chunks). */
  readonly loaded: ReadonlySet<string>;
  /** The page lists (app-page-modules.ts): a page listed in one is reached through it. */
  readonly pageLists: readonly string[];
  /** Whether the route's first view renders antd (the provider's chunk, `antdProvider`, comes with it). */
  readonly needsAntd: (route: R) => boolean;
  /** The manifest key of antd's provider (AntdScope loads it). */
  readonly antdProvider: string;
}

/**
 * How deep a page's `import()`s are followed: the page's own (a view loaded after the runtime, a trade shell's page)
 * and theirs (the trade page's panels). Deeper ones are a panel's dialogs and tabs, not the first view.
 */
export const FIRST_VIEW_DEPTH = 2;

/** `key`'s `import()`s, and theirs, `depth` levels down. */
function lazyParts(manifest: BuildManifest, key: string, depth: number): string[] {
  if (depth === 0) return [];
  const direct = manifest[key]?.dynamicImports ?? [];
  return [...direct, ...direct.flatMap((part) => lazyParts(manifest, part, depth - 1))];
}

/**
 * The chunks of each route's first view: its page list, its page module and the modules it loads with `import()`
 * (`FIRST_VIEW_DEPTH` levels: the lazy views and panels a page renders at once), the modules of its `preload`,
 * antd's provider when it renders antd, each with its static imports, less what every page has loaded already; as JS
 * files and the stylesheets they bring.
 */
export function routeChunks<R extends ChunkRoute>(
  manifest: BuildManifest,
  routes: readonly R[],
  options: RouteChunkOptions<R>,
): RouteChunks {
  const files: string[] = [];
  const indexOf = new Map<string, number>();
  const fileIndex = (file: string): number => {
    let at = indexOf.get(file);
    if (at === undefined) {
      at = files.push(file) - 1;
      indexOf.set(file, at);
    }
    return at;
  };
  const result: Record<string, string> = {};
  for (const route of routes) {
    if (!route.page) continue;
    const page = `src/presentation/${route.page}.tsx`;
    if (!manifest[page]) throw new Error(`route chunks: ${page} (route ${route.id}) is not a chunk of the build`);
    const roots = [
      ...pageListsOf(manifest, page, options.pageLists),
      page,
      ...lazyParts(manifest, page, FIRST_VIEW_DEPTH),
      ...(route.preload ?? []).map((module) => `src/${module}.ts`),
      ...(options.needsAntd(route) ? [options.antdProvider] : []),
    ];
    const keys = new Set<string>();
    for (const root of roots) for (const key of staticClosure(manifest, root)) if (!options.loaded.has(key)) keys.add(key);
    const indices = new Set<number>();
    for (const key of keys) {
      for (const css of manifest[key].css ?? []) indices.add(fileIndex(css));
      indices.add(fileIndex(manifest[key].file));
    }
    result[route.id] = [...indices].join(',');
  }
  return { files, routes: result };
}
