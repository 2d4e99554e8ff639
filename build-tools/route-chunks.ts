import { pageListsOf, staticClosure, type BuildManifest } from './route-shells';

/**
 * What a click on a link to a route fetches (the app's `route-chunks.json`, read by
 * src/infrastructure/platform/route-prefetch.ts): every chunk and stylesheet of the route's first view, so that the
 * browser asks for them all at once when a link to the route is pressed, instead of one `import()`
 * after another (the page's list, its module, antd's provider, then each view the page loads lazily: on a phone's
 * network, a round trip and a download each). Files are listed once; a route names them by index, in one string
 * (`"3,17,42;50,51;60;61"`, see `routeChunks`): the app reads a route's entry only when the route is intended.
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
  /**
   * The manifest keys of the DI modules the route's page waits for (the runtime binds them before it renders the
   * route: src/capabilities/route-modules.ts); those every page has loaded are left out with the rest.
   */
  readonly modulesOf?: (route: R) => readonly string[];
  /** The capabilities whose panels the route's page mounts for a signed-in member (`capabilityPanel`). */
  readonly mountsOf?: (route: R) => readonly Mount[];
}

/** A capability a page mounts panels of: its folders (manifest key prefixes) and the DI modules its panels need. */
export interface Mount {
  readonly folders: readonly string[];
  readonly modules: readonly string[];
}

/**
 * How deep a page's `import()`s are followed: the page's own (a view loaded after the runtime, a trade shell's page)
 * and theirs (the trade page's panels). Deeper ones are a panel's dialogs and tabs, not the first view.
 */
export const FIRST_VIEW_DEPTH = 2;

/** `key`'s `import()`s level by level, `depth` levels down: the page's own, then theirs. */
function lazyLevels(manifest: BuildManifest, key: string, depth: number): string[][] {
  const levels: string[][] = [];
  let level = [key];
  for (let at = 0; at < depth; at += 1) {
    level = level.flatMap((part) => manifest[part]?.dynamicImports ?? []);
    levels.push(level);
  }
  return levels;
}

/**
 * The chunks of each route's first view: its page list, its page module and the modules it loads with `import()`
 * (`FIRST_VIEW_DEPTH` levels: the lazy views and panels a page renders at once), the route's DI modules, the modules
 * of its `preload`, antd's provider when it renders antd, each with its static imports, less what every page has
 * loaded already; as JS files and the stylesheets they bring.
 *
 * In four parts, `"now;later;member modules;member panels"` (empty parts at the end left out). Now: what the page
 * cannot show without, in the order it needs them (the page list and the page, the DI modules, the `preload`s, antd's
 * provider, the page's own lazy views); the browser asks for them in that order, on HTTP/1.1 six at a time. Later:
 * the lazy panels of those views (the trade page's charts, a selector, a dialog), which the app asks for at a low
 * priority, so that they do not hold up the page's chunks or its first reads. Then, for a signed-in member only, the
 * DI modules of the capabilities whose panels the page mounts (`mountsOf`: member-trading's, which the member's
 * reads wait for) and those panels (the trade page's order form and account tables), which a visitor's page never
 * loads. A file that both a member's panel and a view's panel import is in both parts (the app asks for it once, with
 * the first): the member's order form shares its inputs with the market selector. All in one list, the provider last and the DI modules' own imports left out, the trade page waited for a
 * hundred panels' chunks before its first read.
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
    const mounts = options.mountsOf?.(route) ?? [];
    const modules = options.modulesOf?.(route) ?? [];
    for (const key of [page, ...modules, ...mounts.flatMap((mount) => mount.modules)])
      if (!manifest[key]) throw new Error(`route chunks: ${key} (route ${route.id}) is not a chunk of the build`);
    const levels = lazyLevels(manifest, page, FIRST_VIEW_DEPTH);
    const inMount = (mount: Mount, key: string) => mount.folders.some((folder) => key.startsWith(folder));
    const mounted = (key: string) => mounts.some((mount) => inMount(mount, key));
    // a capability's DI modules only where the page mounts a panel of it
    const mountModules = mounts.flatMap((mount) => (levels.flat().some((key) => inMount(mount, key)) ? mount.modules : []));
    const own = levels.map((level) => level.filter((key) => !mounted(key)));
    const now = [
      ...pageListsOf(manifest, page, options.pageLists),
      page,
      ...modules,
      ...(route.preload ?? []).map((module) => `src/${module}.ts`),
      ...(options.needsAntd(route) ? [options.antdProvider] : []),
      ...own.slice(0, -1).flat(),
    ];
    /** The files of `roots` and their static imports, less those of `before` (a part the browser asks for first). */
    const part = (roots: readonly string[], before: ReadonlySet<string> = new Set()) => {
      const keys = new Set<string>();
      const indices = new Set<number>();
      for (const root of roots)
        for (const key of staticClosure(manifest, root)) {
          if (options.loaded.has(key) || before.has(key) || keys.has(key)) continue;
          keys.add(key);
          for (const css of manifest[key].css ?? []) indices.add(fileIndex(css));
          indices.add(fileIndex(manifest[key].file));
        }
      return { keys, indices: [...indices] };
    };
    // a member's parts come before the views' panels for a member, after them for no one: a file both need is in both
    const first = part(now);
    const memberModules = part(mountModules, first.keys);
    const memberPanels = part(levels.flat().filter(mounted), new Set([...first.keys, ...memberModules.keys]));
    const parts = [first, part(own.at(-1) ?? [], first.keys), memberModules, memberPanels].map((p) => p.indices);
    while (parts.length > 1 && parts.at(-1)!.length === 0) parts.pop();
    result[route.id] = parts.map((part) => part.join(',')).join(';');
  }
  return { files, routes: result };
}
