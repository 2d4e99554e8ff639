import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { afterBuildPlugin } from './build-tools/after-build-plugin';
import { antdStylesPlugin } from './build-tools/antd-styles';
import { axiosWithoutFetchAdapter } from './build-tools/axios-without-fetch-adapter';
import { batchedPreloadPlugin } from './build-tools/batched-preload-plugin';
import { closedGroup } from './build-tools/closed-group';
import { firstViewGroupsPlugin } from './build-tools/first-view-groups';
import { compileHintsPlugin } from './build-tools/compile-hints-plugin';
import { importClosure } from './build-tools/import-closure';
import { lightPagesGuard, lightShellGuard } from './build-tools/light-shell-guard';
import { localeBundlesPlugin } from './build-tools/locale-bundles-plugin';
import { routeChunksPlugin } from './build-tools/route-chunks-plugin';
import { routeShellsOf, routeShellsPlugin } from './build-tools/route-shells-plugin';
import { firstNamespaces, ROUTES } from './src/capabilities';
import { FENCES } from './src/capabilities/fences';
import { modulesForCapability, modulesForRoute, ownerOfRoute } from './src/capabilities/route-modules';
import { STATUS_PATHS } from './src/domain/navigation/route';
import { themeTokensPlugin } from './build-tools/theme-tokens-plugin';
import { exchangeLightTheme, exchangeTheme, LAYOUT_TOKENS, LIGHT_LAYOUT_TOKENS } from './src/presentation/app/theme';

const simulator = process.env.SIM_URL ?? 'http://127.0.0.1:8080';

/** The boot and everything it imports statically (React, i18next, the light shell) that the entry does not: one chunk. */
const shellClosure = importClosure('/src/boot.tsx', '/src/main.tsx');

/**
 * Writes `.br` and `.gz` next to every text asset of the build, as a CDN would serve them; the simulator
 * serves them with `preCompressed` (docs/adr/0009-public-site.md).
 */
function precompress(): Plugin {
  return afterBuildPlugin('precompress', (outDir) => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? walk(path) : [path];
      });
    for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json)$/.test(f) && !f.includes('/.vite/'))) {
      const data = readFileSync(file);
      if (data.length < 1024) continue;
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  });
}

/**
 * The light kit and the small light helpers every public page uses (none imports antd, MobX or inversify). The kit's
 * drawer and tabs are not: only the lazy menus that open a drawer (the header's navigation, the account centre's) load
 * it, and only the pages with tabs (the wallet) the tabs.
 */
const LIGHT_UI =
  /src[\\/](presentation[\\/](ui[\\/](?!drawer\.|tabs\.)|site[\\/](feature-grid|external-link|config-link|icons|use-page-meta|bullet-list|site-hero)\.|shared[\\/](container-context|navigation|page-spinner)\.|pages[\\/]page-section\.)|application[\\/]shared[\\/](token|app-config)\.)/;

/** The layers whose small modules the runtime kernel chunk takes: rules, ports and use cases. */
const KERNEL_LAYERS = /[\\/]src[\\/](domain|application)[\\/]/;

/** A route's DI modules, less the every-page ones the runtime loads on every page (an unknown route's). */
const routeModules = (routeId: string) => modulesForRoute(routeId).filter((id) => !modulesForRoute(undefined).includes(id));

/**
 * The capabilities whose panels a route's page mounts for a signed-in member (its capability's fence), their folders
 * and the DI modules those panels need besides the route's own.
 */
const routeMounts = (routeId: string) => {
  const bound = modulesForRoute(routeId);
  return (FENCES.get(ownerOfRoute(routeId)?.id ?? '')?.mounts ?? []).map((id) => ({
    folders: FENCES.get(id)?.folders ?? [id],
    modules: modulesForCapability(id).filter((module) => !bound.includes(module)),
  }));
};

/**
 * What every page loads once the runtime starts (docs/adr/0010, 0012): the runtime, the container, the every-page
 * capabilities' modules and the shell's runtime views, less what the shell chunk already has.
 */
const everyPageRuntime = importClosure(
  [
    '/src/runtime.ts',
    '/src/di/container.ts',
    '/src/di/modules/identity.module.ts',
    '/src/di/modules/market.module.ts',
    '/src/presentation/layout/shell-runtime.tsx',
    '/src/presentation/layout/app-footer.tsx',
  ],
  '/src/boot.tsx',
);

/** The page modules of the routes whose first paint is light (the route table's `firstPaint`). */
const LIGHT_PAGES = ROUTES.filter((route) => route.firstPaint === 'light' && route.page).map((route) => route.page as string);

/** What the light pages' first views import statically (their pages' closures), less what the shell has. */
const lightFirstViews = importClosure(
  LIGHT_PAGES.map((page) => `/src/presentation/${page}.tsx`),
  '/src/boot.tsx',
);

/**
 * react-router's Link, NavLink, Form and ScrollRestoration are `React.forwardRef(...)` calls at its module's top level
 * without a pure annotation, each followed by a top-level `Link.displayName = "Link"`: a bundler must keep them and all
 * they reach (the framework mode's prefetching and forms) even when nothing uses them. This app uses none of them
 * (navigation.tsx has its own Link): mark the calls pure and drop the DevTools names, so tree-shaking can remove what
 * is unused (docs/adr/0011-router-route-table-capabilities.md).
 */
function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    transform(code, id) {
      if (!/node_modules[\\/]react-router[\\/]dist[\\/].*\.m?js$/.test(id)) return null;
      const marked = code
        .replace(/(=\s*)(React\d*\.(?:forwardRef|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '');
      return marked === code ? null : { code: marked, map: null };
    },
  };
}

/**
 * The shell's group (below): the boot's closure, the light kit, and the runtime kernel's leaves that a light page's
 * first view imports too.
 */
const inShell = (id: string) =>
  shellClosure.test(id) ||
  (!id.endsWith('.css') && LIGHT_UI.test(id)) ||
  (everyPageRuntime.test(id) && KERNEL_LAYERS.test(id) && lightFirstViews.leaf(id));

/** The runtime kernel's group (below): the every-page runtime's rules, ports and use cases not in the shell. */
const inKernel = (id: string) => everyPageRuntime.test(id) && KERNEL_LAYERS.test(id) && !LIGHT_UI.test(id) && !lightFirstViews.test(id);

/** zod, for every schema (its English messages stay with what sets them). */
const ZOD = /node_modules[\\/]zod[\\/](?!v4[\\/]locales[\\/])/;

/** The REST client: axios, js-cookie (the XSRF cookie), `ApiClient` and the envelope it reads every answer with. */
const REST_CLIENT =
  /node_modules[\\/](axios|js-cookie)[\\/]|src[\\/]infrastructure[\\/]http[\\/](api-client|envelope|wire\.schema|xsrf-header)\.ts$|src[\\/]domain[\\/]wire[\\/]wire-values\.ts$/;

/** The groups that come before the early reads' and the first views' (their order below): the shell, zod, the REST client. */
const inEarlierGroup = (id: string) => inShell(id) || ZOD.test(id) || REST_CLIENT.test(id);

/** The entry's own closure (main.tsx): no group may take one of its modules, or the entry would import that group. */
const entryClosure = importClosure('/src/main.tsx', '/src/boot.tsx');

/** The signed-in pages' early reads (`/account`, `/wallet`: early-services.ts) and what they import, less the shell. */
const earlyReads = importClosure(['/src/di/early-account.ts', '/src/di/early-wallet.ts'], '/src/boot.tsx');
/** `/blog`'s early read: a public page's, so none of its modules joins the signed-in pages' group. */
const blogEarlyRead = importClosure('/src/di/early-blog.ts', '/src/boot.tsx');

/**
 * The early reads' own small modules (their REST adapters, wire schemas, the session's cookies) that import nothing
 * outside the shell, the kernel, zod and the REST client: one chunk, where there were 12 of 0.2–2.4 KB before
 * `/account`'s first paint (docs/benchmarks.md, stop 83). Their configuration's loader stays apart (`/blog`'s early read
 * and the entry share it).
 */
const earlyReadGroup = closedGroup(
  (id) => earlyReads.test(id) && !id.includes('node_modules') && !blogEarlyRead.test(id) && !entryClosure.test(id),
  inEarlierGroup,
  inKernel,
);

/**
 * The light pages' first views and `/blog`'s early read, each with its capability: the small modules that only one
 * capability's first views share join that capability's chunk, those that several share one more chunk
 * (build-tools/first-view-groups.ts).
 */
const firstViews = firstViewGroupsPlugin(
  [
    ...ROUTES.filter((route) => route.firstPaint === 'light' && route.page).map((route) => ({
      suffix: `/src/presentation/${route.page}.tsx`,
      owner: ownerOfRoute(route.id)!.id,
    })),
    { suffix: '/src/di/early-blog.ts', owner: 'blog' },
  ],
  (id) => id.includes('node_modules') || entryClosure.test(id) || inShell(id),
  (id) => inEarlierGroup(id) || earlyReadGroup.test(id),
  inKernel,
);

/** The app's page list (src/presentation/app/app-page-modules.ts): its pages are reached through it. */
const APP_PAGE_LIST = 'src/presentation/app/app-page-modules.ts';

/** One build for every environment: `/app-config.json` picks the environment at run time. */
export default defineConfig({
  plugins: [
    shellClosure.plugin,
    everyPageRuntime.plugin,
    lightFirstViews.plugin,
    entryClosure.plugin,
    earlyReads.plugin,
    blogEarlyRead.plugin,
    earlyReadGroup.plugin,
    firstViews.plugin,
    pureRouterComponents(),
    react(),
    themeTokensPlugin(exchangeTheme, LAYOUT_TOKENS, { config: exchangeLightTheme, layout: LIGHT_LAYOUT_TOKENS }),
    antdStylesPlugin(exchangeTheme),
    axiosWithoutFetchAdapter(),
    batchedPreloadPlugin(),
    localeBundlesPlugin([...ROUTES.map((route) => firstNamespaces(route.path)), firstNamespaces(STATUS_PATHS.notFound)]),
    routeShellsPlugin(routeShellsOf(ROUTES, firstNamespaces), ['shell'], [APP_PAGE_LIST]),
    routeChunksPlugin(ROUTES, ['shell'], [APP_PAGE_LIST], routeModules, routeMounts),
    lightShellGuard('shell'),
    lightPagesGuard(LIGHT_PAGES, ['runtime-kernel']),
    // the candle chart's library: compiled on a background thread as it arrives, not function by function in the
    // chart's first tasks (docs/benchmarks.md, stop 77)
    compileHintsPlugin(/^lightweight-charts/),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolvePath('build-tools/react-sync-external-store.ts') },
    ],
  },
  // The manifest lets bench/web.bench.mjs measure the home route's static JS.
  build: {
    target: 'es2022',
    // Maps are written for error tools but not referenced from the bundles, and the simulator does not serve them.
    sourcemap: 'hidden',
    manifest: true,
    chunkSizeWarningLimit: 900,
    modulePreload: { polyfill: false }, // every supported browser has modulepreload
    rollupOptions: {
      output: {
        // Fewer, larger chunks for what every page loads first (docs/adr/0010): gzip works better on one file.
        codeSplitting: {
          groups: [
            // The preload helper (the app's, in place of Vite's: docs/adr/0033): the entry needs it before the shell
            // (it loads the shell with it).
            { name: 'preload-helper', test: /platform[\\/](module-preload|next-task)/ },
            // The boot with React, i18next and the light shell, and the light kit every public page uses. The kit's
            // CSS stays with the entry's (main.tsx imports it). With them, the runtime kernel's modules that a light
            // page's first view imports too and that import nothing themselves (`Result`, `Loadable`, `ErrorCode`, a
            // market symbol's rules; 0.6 KB): the kernel would otherwise take them with the modules that import them,
            // and come before that page's first paint (`lightPagesGuard`). In the shell, not a chunk of their own:
            // an early read (`/account`, `/wallet`) needs them too, and one more request before its first paint cost
            // it ≈ 100 ms of Lighthouse's FCP.
            {
              name: 'shell',
              test: inShell,
            },
            // The small modules of what every page loads after the first paint (ports, tokens, rules, small stores
            // and views): one chunk instead of ~30 tiny ones, each of which cost a request the main thread starts
            // (≈ 1 ms at 4× for its preload link). No light page loads it before its first paint (the shell's group
            // takes the leaves those share with it, and the guard).
            {
              name: 'runtime-kernel',
              test: inKernel,
              maxModuleSize: 2048,
            },
            // zod and the REST client, as the chunks they were before they had groups: a group takes its modules'
            // imports with it, so the early reads' group (next) would otherwise take them too
            { name: 'schemas', test: (id: string) => ZOD.test(id) },
            { name: 'api-client', test: (id: string) => REST_CLIENT.test(id) },
            { name: 'early-read', test: earlyReadGroup.test },
            ...firstViews.names.map((name) => ({ name, test: firstViews.test(name) })),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': simulator,
      '/cms': simulator,
      '/app-config.json': simulator,
      '/ws': { target: simulator.replace(/^http/, 'ws'), ws: true },
    },
  },
});
