/**
 * The built module graph as the build's group plugins read it in `buildEnd` (import-closure.ts, closed-group.ts,
 * first-view-groups.ts): static imports only, so a module reached only through `import()` is not reached.
 */

/** What a plugin's `buildEnd` reads of the module graph (a Rollup/Rolldown plugin context). */
export interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** A module's static imports in `graph` (none for a module it does not know). */
export const staticImports =
  (graph: ModuleGraph) =>
  (id: string): readonly string[] =>
    graph.getModuleInfo(id)?.importedIds ?? [];

/** Every module `roots` reach through static imports, the roots included. */
export function reachedFrom(roots: Iterable<string>, importsOf: (id: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    importsOf(id).forEach(visit);
  };
  for (const id of roots) visit(id);
  return reached;
}

/** The module of `ids` whose path ends with `suffix`; `fail` (the plugin's `this.error`) when there is none. */
export function moduleEndingWith(ids: readonly string[], suffix: string, fail: (message: string) => never, plugin: string): string {
  return ids.find((id) => id.endsWith(suffix)) ?? fail(`${plugin}: no module ends with ${suffix}`);
}

/**
 * The built module graph as the group plugins read it: every module's id, its static imports, and whether another
 * group has it: `captured` says so, or a module `capturedRoots` says so for imports it, directly or not (a group takes
 * its modules' imports with it).
 */
export function builtGraph(
  graph: ModuleGraph,
  captured: (id: string) => boolean,
  capturedRoots: (id: string) => boolean,
): { ids: string[]; importsOf: (id: string) => readonly string[]; taken: (id: string) => boolean } {
  const ids = [...graph.getModuleIds()];
  const importsOf = staticImports(graph);
  const reached = reachedFrom(ids.filter(capturedRoots), importsOf);
  return { ids, importsOf, taken: (id) => captured(id) || reached.has(id) };
}
