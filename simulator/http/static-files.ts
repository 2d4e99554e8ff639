import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { routeShellFile } from '../../build-tools/route-shells';
import { firstNamespaces } from '../../src/capabilities';
import { DEFAULT_LOCALE } from '../../src/domain/shared/locale';
import { firstTranslationsUrl } from '../../src/domain/shared/translation-files';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const LONG_CACHE = 'public, max-age=31536000, immutable';

/**
 * The headers that govern a document (security-headers.ts), which a script, a style sheet, a font or an image does not
 * read: a hashed asset answers without them. Each was ≈ 1 KB of every asset's response, and an app page loads 70–210
 * of them over HTTP/1.1, where headers are not compressed (docs/benchmarks.md, "Signed-in pages"). A worker's script
 * keeps them: its own response's policy is the one a worker runs under.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'content-security-policy-report-only',
  'reporting-endpoints',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
] as const;

/** A hashed asset's path, and a worker's script among them (Vite names a `new Worker(new URL('./x.worker.ts', …))` chunk `x.worker-<hash>.js`). */
const ASSET_PATH = /^\/assets\/[^?#]+/;
const WORKER_SCRIPT = /\.worker-[\w-]+\.js$/;

/** True when `distDir` holds a built app (an index.html to fall back to). */
export function hasBuiltApp(distDir: string): boolean {
  return existsSync(resolve(distDir, 'index.html'));
}

/**
 * The page for an app route: the route shell the build wrote for it (build-tools/route-shells.ts), else index.html
 * with a `Link` header that preloads the route's first translations in the default language (docs/adr/0037) when the
 * build has them. index.html serves every such route, so it cannot name them itself, as a route shell does in its
 * HTML; with the header their download starts with the document's, not after the framework's chunk (a CDN sends it
 * with a rule per route).
 */
export interface AppPage {
  readonly file: string;
  readonly link?: string;
}

export function pageFor(distDir: string): (path: string) => AppPage {
  return (path) => {
    const shell = routeShellFile(path);
    if (existsSync(resolve(distDir, shell))) return { file: shell };
    const translations = firstTranslationsUrl(DEFAULT_LOCALE, firstNamespaces(path));
    if (!existsSync(resolve(distDir, `.${translations}`))) return { file: 'index.html' };
    return { file: 'index.html', link: `<${translations}>; rel=preload; as=fetch; crossorigin=anonymous` };
  };
}

/** Answers an app route with its page (a file of the build): HTML, revalidated on every load. */
export function sendAppPage(reply: FastifyReply, page: AppPage) {
  if (page.link) reply.header('link', page.link);
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(page.file);
}

/**
 * What the build writes for tools, never for visitors: source maps (hidden: the bundles do not name them) and
 * dot-folders such as `.vite/manifest.json`. They answer 404 like a missing file.
 */
export function isPrivateBuildFile(pathName: string): boolean {
  const path = decodeURIComponentSafe(pathName);
  return path.split('/').some((segment) => segment.startsWith('.')) || /\.map(?:\.(?:br|gz))?$/i.test(path);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Serves the built app: hashed files under /assets/ are cached for a year and carry no document headers (but a
 * worker's script), everything else (index.html first) is revalidated on each load. Missing files fall through to the not-found
 * handler, which answers app routes with index.html. Source maps and dot-folders are not served.
 */
export async function registerStaticFiles(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(distDir),
    prefix: '/',
    cacheControl: false,
    preCompressed: true, // the .br/.gz files the build writes (vite.config.ts precompress)
    allowedPath: (pathName) => !isPrivateBuildFile(pathName),
    setHeaders: (response, filePath) => {
      const assets = /[\\/]assets[\\/]/.test(filePath.slice(resolve(distDir).length));
      response.setHeader('cache-control', assets ? LONG_CACHE : 'no-cache');
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const asset = ASSET_PATH.exec(request.url)?.[0];
    if (asset && reply.statusCode === 200 && !WORKER_SCRIPT.test(asset)) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });
  // `/` is an app route with a route shell of its own, as the not-found handler answers the others (error-handling.ts).
  app.get('/', (_request, reply) => sendAppPage(reply, pageFor(distDir)('/')));
  // A browser asks for /favicon.ico where a document names no icon (a JSON answer opened in a tab): the site's icon,
  // not a 404 in the console. The pages themselves link /favicon.svg.
  app.get('/favicon.ico', (_request, reply) => reply.header('cache-control', 'no-cache').type('image/svg+xml').sendFile('favicon.svg'));
}

/** `/app-config.json`: which environment this one build runs in. */
export function registerAppConfig(app: FastifyInstance, environment: string): void {
  app.get('/app-config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { environment };
  });
}
