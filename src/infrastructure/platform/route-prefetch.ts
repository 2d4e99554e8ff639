import { z } from 'zod/mini';
import { matchRouteParams, type RouteDef, type RouteMatch } from '../../domain/navigation/route';

/**
 * The build's `route-chunks.json` (build-tools/route-chunks.ts): the chunk and stylesheet files of every route's
 * first view, each file once, a route naming them by index in up to four parts, what its page needs now, the panels
 * its views load, then for a signed-in member the DI modules and the panels it mounts (`"3,17,42;50,51;60;61"`). Its
 * shape is read when it arrives, a route's entry (its indices and files) when the route is opened: a click needs one
 * route's files, not the 53 routes'.
 */
const RouteChunksSchema = z.object({ files: z.array(z.string()), routes: z.record(z.string(), z.string()) });
type RouteChunks = z.infer<typeof RouteChunksSchema>;
/** A route's files: the build's file names, under `assets/`. */
const RouteFilesSchema = z.array(z.string().check(z.regex(/^assets\/[\w.-]+\.(?:js|css)$/)));
const ENTRY = /^\d+(?:,\d+)*(?:;(?:\d+(?:,\d+)*)?){0,3}$/;

/**
 * A route's files: those its page needs now, its views' panels, and for a signed-in member the DI modules and the
 * panels it mounts.
 */
export interface RouteFiles {
  readonly now: readonly string[];
  readonly later: readonly string[];
  readonly memberModules: readonly string[];
  readonly memberPanels: readonly string[];
}

/** The files of `routeId` in `list`; undefined when it has none, or its entry is malformed. */
function filesOf(list: RouteChunks, routeId: string): RouteFiles | undefined {
  const entry = list.routes[routeId];
  if (entry === undefined || !ENTRY.test(entry)) return undefined;
  const parts = entry.split(';').map((part) => (part === '' ? [] : part.split(',').map(Number)));
  const all = parts.flat();
  if (all.some((at) => at >= list.files.length)) return undefined;
  const files = RouteFilesSchema.safeParse(all.map((at) => list.files[at]));
  if (!files.success) return undefined;
  let from = 0;
  const [now, later = [], memberModules = [], memberPanels = []] = parts.map((part) => files.data.slice(from, (from += part.length)));
  return { now, later, memberModules, memberPanels };
}

export interface RoutePrefetchDeps {
  readonly routes: readonly RouteDef[];
  /** The page's address, against which a link's `to` is read. */
  readonly base: () => string;
  /** Reads the build's `route-chunks.json` (its parsed JSON). */
  readonly load: () => Promise<unknown>;
  /** Fetches files of the build ahead of their `import()` (route-prefetch-browser.ts: the build's preload helper). */
  readonly prefetch: (files: RouteFiles) => void;
}

export interface RoutePrefetch {
  /** Reads the route list now, so the first navigation does not wait for it. */
  readList(): void;
  /**
   * The chunks of the route `to` leads to, fetched (once each); answers that route and its path parameters, or
   * undefined for another site or a path of no route (nothing fetched).
   */
  route(to: string): RouteMatch | undefined;
}

/**
 * A navigation's chunks fetched as it starts (a link pressed, Enter on it, a `navigate()`), all at once: without
 * it, a click's page waited for its page list, its module, antd's provider and its lazy views one after another. The
 * list is read once; a list that failed to load is asked for again at the next navigation; a list, or a
 * route's entry, that is malformed is not used (the app then loads those chunks as it did without it).
 */
export function createRoutePrefetch(deps: RoutePrefetchDeps): RoutePrefetch {
  let chunks: Promise<RouteChunks | undefined> | undefined;
  const read = (): Promise<RouteChunks | undefined> =>
    (chunks ??= deps.load().then(
      (json) => {
        const parsed = RouteChunksSchema.safeParse(json);
        return parsed.success ? parsed.data : undefined;
      },
      () => {
        chunks = undefined; // the network: the next navigation asks again
        return undefined;
      },
    ));
  const routeOf = (to: string): RouteMatch | undefined => {
    let url: URL;
    try {
      url = new URL(to, deps.base());
    } catch {
      return undefined;
    }
    return url.origin === new URL(deps.base()).origin ? matchRouteParams(deps.routes, url.pathname) : undefined;
  };
  return {
    readList: () => void read(),
    route(to) {
      const found = routeOf(to);
      if (!found) return undefined;
      void read().then((list) => {
        const files = list && filesOf(list, found.route.id);
        if (files) deps.prefetch(files);
      });
      return found;
    },
  };
}
