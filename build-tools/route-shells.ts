import { PREVIEW_IMAGE, SITE_NAME } from '../src/domain/site/site-identity';

/**
 * Route shells (docs/adr/0010-light-public-shell.md): for a public route, a copy of index.html that also names
 * the chunks its first view needs, so the browser fetches them alongside the framework instead of after it.
 * The static host serves `route-shells/<name>.html` for that path, and index.html for every other app route.
 */

/** Where the shell of `path` is written under the build's output directory, and read by the static host. */
export function routeShellFile(path: string): string {
  const trimmed = path.replace(/\/+$/, '') || '/';
  return `route-shells/${trimmed === '/' ? 'index' : trimmed.slice(1).replace(/\//g, '--')}.html`;
}

/** Vite's build manifest: every chunk's file, static imports and CSS, keyed by source path (`_<file>` for a group's chunk). */
export type BuildManifest = Record<
  string,
  { file: string; name?: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The manifest key of a code-splitting group's chunk (vite.config.ts), which has no source path of its own. */
export function chunkNamed(manifest: BuildManifest, name: string): string {
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === name && !manifest[key].src && key.endsWith('.js'));
  if (keys.length !== 1) throw new Error(`route shells: the build has ${keys.length} chunks named ${name}, not one`);
  return keys[0];
}

/** A manifest key and every key it imports statically, transitively. */
export function staticClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const entry = manifest[key];
  if (!entry) throw new Error(`route shells: ${key} is not a chunk of the build`);
  seen.add(key);
  for (const imported of entry.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The page lists among `lists` (chunks of `import()`s of page modules, such as app-page-modules.ts) that load `page`:
 * its document preloads them, since its page is reached through one (the boot chunk's own list has the light pages).
 */
export function pageListsOf(manifest: BuildManifest, page: string, lists: readonly string[]): string[] {
  return lists.filter((list) => manifest[list]?.dynamicImports?.includes(page));
}

/**
 * index.html with a stylesheet link for every CSS file and a modulepreload link for every chunk that `modules`
 * need and the entry does not already load.
 */
export function routeShellHtml(indexHtml: string, manifest: BuildManifest, modules: readonly string[]): string {
  const onEntry = staticClosure(manifest, 'index.html');
  const needed = new Set<string>();
  for (const module of modules) for (const key of staticClosure(manifest, module)) if (!onEntry.has(key)) needed.add(key);
  const css = [...new Set([...needed].flatMap((key) => manifest[key].css ?? []))];
  const tags = [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...needed].map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`),
  ];
  if (!indexHtml.includes('</head>')) throw new Error('route shells: index.html has no </head>');
  return indexHtml.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * `html` with a preload of each translation file of `hrefs` it does not preload yet: a page's first namespaces in the
 * default language (first-translations.ts), which the boot reads before the first paint, and which is every
 * language's fallback, so the preload is never wasted.
 */
export function withTranslationPreloads(html: string, hrefs: readonly string[]): string {
  const tags = hrefs
    .map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`)
    .filter((tag) => !html.includes(tag));
  if (!html.includes('</head>')) throw new Error('route shells: index.html has no </head>');
  return tags.length ? html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`) : html;
}

/** A page's head for link previews and search engines that do not run scripts. */
export interface ShellMeta {
  readonly title: string;
  readonly description: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's title, description, Open Graph and Twitter card tags, in the default language. Crawlers that build
 * link previews read only the HTML; the page sets the same tags (in the visitor's language, with its URL) once it runs.
 */
export function withHeadMeta(html: string, meta: ShellMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  if (!/<title>[^<]*<\/title>/.test(html) || !/<meta name="description" content="[^"]*" \/>/.test(html)) {
    throw new Error('route shells: index.html needs a <title> and a <meta name="description" content="..." />');
  }
  const tags = [
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${PREVIEW_IMAGE}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
  ];
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title} | ${SITE_NAME}</title>\n    ${tags.join('\n    ')}`)
    .replace(/<meta name="description" content="[^"]*" \/>/, `<meta name="description" content="${description}" />`);
}

/** A translation from the default language's namespace files (`public/locales/en/<ns>.json`), by dotted key. */
export function translation(namespaces: (ns: string) => unknown, ns: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespaces(ns));
  if (typeof value !== 'string') throw new Error(`route shells: no translation ${ns}:${key}`);
  return value;
}
