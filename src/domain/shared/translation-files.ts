/**
 * Where a set of namespaces of one language is in one file: `/locales/<lng>/first/<ns>+<ns>….json`, names sorted. The
 * build writes one per route's first namespaces (build-tools/locale-bundles-plugin.ts), the static host and the route
 * shells preload it, the boot reads it (docs/adr/0037-first-paint-namespaces.md).
 */
export function firstTranslationsUrl(language: string, namespaces: readonly string[]): string {
  return `/locales/${language}/first/${[...namespaces].sort().join('+')}.json`;
}
