import type { Plugin } from 'vite';
import { builtGraph } from './module-graph';

/**
 * The modules of `candidates` whose static imports are all either in the subset itself or `taken` (by another group):
 * candidates are dropped until none imports anything else. A code-splitting group takes its modules' static imports
 * with it (Rolldown's `includeDependenciesRecursively`), so a group of only these never pulls in a package or a module
 * that belongs elsewhere.
 */
export function closedSubset(
  candidates: Iterable<string>,
  importsOf: (id: string) => readonly string[],
  taken: (id: string) => boolean,
): Set<string> {
  const chosen = new Set([...candidates].filter((id) => !taken(id)));
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of chosen)
      if (importsOf(id).some((next) => !chosen.has(next) && !taken(next))) {
        chosen.delete(id);
        changed = true;
      }
  }
  return chosen;
}

/**
 * A code-splitting group's test (vite.config.ts) for the `candidate` modules that `closedSubset` keeps: taken are the
 * modules `captured` tests true for and everything the modules `capturedRoots` tests true for import, directly or not
 * (another group, which takes those imports with it). Computed once the module graph is built (`buildEnd`).
 */
export function closedGroup(
  candidate: (id: string) => boolean,
  captured: (id: string) => boolean,
  capturedRoots: (id: string) => boolean,
): { plugin: Plugin; test: (id: string) => boolean } {
  let chosen = new Set<string>();
  const plugin: Plugin = {
    name: 'closed-group',
    apply: 'build',
    buildEnd() {
      const { ids, importsOf, taken } = builtGraph(this, captured, capturedRoots);
      chosen = closedSubset(ids.filter(candidate), importsOf, taken);
    },
  };
  return { plugin, test: (id) => chosen.has(id) };
}
