/**
 * A route of the app, as its capability declares it (src/capabilities/<capability>.ts). The one route table is
 * the list of every capability's routes (src/capabilities/index.ts): the router, the route shells, the simulator's
 * static host, the sitemap and the tests all read it.
 */
export interface RouteDef {
  /** Stable id; `routes.<id>.title` and `routes.<id>.summary` are its translated title and summary. */
  readonly id: string;
  /** A react-router path pattern (`/trade/:symbol`). */
  readonly path: string;
  /** `private` routes send a visitor who is not logged in to `/login?redirect=<path>`. */
  readonly access: 'public' | 'private';
  /**
   * What its page module paints with first: `light` (src/presentation/ui and the shell, no static antd import: it may
   * bring an antd view in after the runtime, in `<AntdScope afterRuntime>`) or `antd` (the router wraps the page in
   * `AntdScope` from the start). tests/unit/architecture/first-paint.spec.ts checks the light ones.
   */
  readonly firstPaint: 'light' | 'antd';
  /**
   * Its page module under src/presentation, without the extension (`pages/home-page`): a file named `*-page.tsx`
   * whose default export is the page. Absent: the route shows its shell page until an issue builds it.
   */
  readonly page?: string;
  /**
   * Other capabilities' locale namespaces its page reads (`useTranslation`, `ns:key` keys in the modules it imports,
   * statically or with `import()`): the boot loads them with its capability's before the first paint
   * (`firstNamespaces`). tests/unit/architecture/first-paint.spec.ts checks that none is missing.
   */
  readonly reads?: readonly string[];
  /** Modules the first view needs besides the page (named in the route shell so they load alongside it). */
  readonly preload?: readonly string[];
  /** Offers Google one-tap to visitors; `redirect` is where it lands, else the page itself. */
  readonly oneTap?: { readonly redirect?: string };
  /**
   * Head tags of its route shell (title and description as translation keys of the default language): a public
   * page that search engines and link previews read gets an HTML file of its own and a sitemap entry.
   */
  readonly head?: { readonly ns: string; readonly title: string; readonly description: string };
  /** Where the account centre's menu lists it, and in which order. */
  readonly accountMenu?: number;
  /** The account centre's side menu frames it (`/account/*`). */
  readonly frame?: 'account';
}

/** A capability's part of the route table and its locale namespaces (one file in src/capabilities per capability). */
export interface CapabilityManifest {
  readonly id: string;
  readonly routes: readonly RouteDef[];
  /** Its locale namespaces: `public/locales/<lng>/<ns>.json` in all eight languages. */
  readonly namespaces: readonly string[];
  /** True when it has a DI module at `src/di/modules/<id>.module.ts`. */
  readonly module: boolean;
  /**
   * Its module is bound on every page (the frame's header, session and stream use it). Any other module is bound when
   * a page of its capability is first opened (docs/adr/0012): a page gets the every-page modules and its own.
   */
  readonly everyPage?: boolean;
  /**
   * Capabilities whose modules its own module's bindings need, besides the every-page ones; its code may import
   * theirs (the fence: tests/unit/architecture/capability-fences.spec.ts).
   */
  readonly uses?: readonly string[];
}

/**
 * What a capability's code may import besides its own folder, the shared kernel and what it `uses`; its manifest's
 * file exports it next to the manifest (`<id>Fence`). Only the fence test reads it (src/capabilities/fences.ts), so
 * it never ships.
 */
export interface CapabilityFence {
  /** Capabilities whose code its code imports (types, rules, views) without needing their modules bound. */
  readonly reads?: readonly string[];
  /**
   * Capabilities whose panels its pages mount lazily (`capabilityPanel(id, () => import(...))`): only a dynamic
   * import may reach them, so their code and module load when the panel does, never with this capability's chunk.
   */
  readonly mounts?: readonly string[];
  /**
   * Its own folders under each layer (`src/<layer>/<folder>`); absent: the one named as its id. Folders no
   * capability owns are the shared kernel (docs/architecture.md, "Capability fences").
   */
  readonly folders?: readonly string[];
}

const patternCache = new Map<string, RegExp>();

/** The regular expression of a path pattern: `:param` matches one segment, a trailing slash is allowed. */
export function pathPattern(path: string): RegExp {
  let pattern = patternCache.get(path);
  if (!pattern) {
    const escaped = path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    pattern = new RegExp(`^${escaped}/?$`);
    patternCache.set(path, pattern);
  }
  return pattern;
}

/** A route's path parameters by name, decoded (`{ symbol }` of `/trade/:symbol`). */
export type RouteParams = Readonly<Record<string, string>>;

/** The route that answers an address, and that address's path parameters. */
export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: RouteParams;
}

/** `matchRoute` with the matched route's path parameters in `pathname`. */
export function matchRouteParams(routes: readonly RouteDef[], pathname: string): RouteMatch | undefined {
  const route = matchRoute(routes, pathname);
  return route && { route, params: routeParams(route.path, pathname) };
}

/**
 * The parameters of `pathname` under the path pattern `path` (`/trade/:symbol` and `/trade/BTC_PERP` give
 * `{ symbol: 'BTC_PERP' }`), decoded; an empty object when it does not match, and a segment that does not decode
 * (`%E0%A4`) is left as it came.
 */
export function routeParams(path: string, pathname: string): RouteParams {
  if (!pathPattern(path).test(pathname)) return {};
  const values = pathname.split('/');
  const params: Record<string, string> = {};
  path.split('/').forEach((part, i) => {
    if (!part.startsWith(':')) return;
    try {
      params[part.slice(1)] = decodeURIComponent(values[i]);
    } catch {
      params[part.slice(1)] = values[i];
    }
  });
  return params;
}

/**
 * The route that answers `pathname`. A static segment wins over a parameter at the same place (so `/blog/find`
 * is not an article), as react-router ranks them; the table's order decides the rest.
 */
export function matchRoute(routes: readonly RouteDef[], pathname: string): RouteDef | undefined {
  const matches = routes.filter((route) => pathPattern(route.path).test(pathname));
  if (matches.length < 2) return matches[0];
  const params = (route: RouteDef) => route.path.split('/').filter((part) => part.startsWith(':')).length;
  return [...matches].sort((a, b) => params(a) - params(b))[0];
}

/** Paths that always answer with a page of their own, outside the table: the status pages. */
export const STATUS_PATHS = { notFound: '/404', serverError: '/500' } as const;

/** The HTTP status a document request for `pathname` gets: 404 for a path no route answers (and `/404`). */
export function documentStatus(routes: readonly RouteDef[], pathname: string): 200 | 404 {
  if (pathname === STATUS_PATHS.serverError) return 200;
  return matchRoute(routes, pathname) ? 200 : 404;
}

/** The head tags of a public site page: its title and description from the `site` namespace (`meta.<key>.*`). */
export const siteMeta = (key: string): NonNullable<RouteDef['head']> => ({
  ns: 'site',
  title: `meta.${key}.title`,
  description: `meta.${key}.description`,
});
