import type { Plugin } from 'vite';
import { closedSubset } from './closed-group';
import { builtGraph, moduleEndingWith, reachedFrom } from './module-graph';

/** A module a page's first view starts from (its page module, its early read) and the capability it belongs to. */
export interface FirstViewRoot {
  readonly suffix: string;
  readonly owner: string;
}

/** The group of the modules that the first views of more than one capability share. */
export const SHARED_FIRST_VIEW = 'first-view-shared';

/**
 * Which first-view group each module joins: the modules that only one capability's first views reach (through static
 * imports from `roots`) join that capability's group (`<owner>-first-view`), those that several reach join
 * `SHARED_FIRST_VIEW`. Left out: the `excluded` modules (the shell's closure, the entry's, packages) and every module
 * that imports something outside the groups and `taken` (`closedSubset`), so that no group takes another chunk's
 * modules with it.
 */
export function firstViewGroups(
  roots: readonly { readonly id: string; readonly owner: string }[],
  importsOf: (id: string) => readonly string[],
  excluded: (id: string) => boolean,
  taken: (id: string) => boolean,
): Map<string, string> {
  const owners = new Map<string, Set<string>>();
  /** How many roots reach each module. */
  const reach = new Map<string, number>();
  const outside = (id: string) => excluded(id) || taken(id);
  const inside = (id: string) => importsOf(id).filter((next) => !outside(next));
  for (const root of roots) {
    if (outside(root.id)) continue;
    for (const id of reachedFrom([root.id], inside)) {
      let of = owners.get(id);
      if (!of) owners.set(id, (of = new Set()));
      of.add(root.owner);
      reach.set(id, (reach.get(id) ?? 0) + 1);
    }
  }
  // the roots stay the chunks they are (a page's own chunk, loaded with `import()`): their imports join the groups
  const rootIds = new Set(roots.map((root) => root.id));
  const closed = closedSubset(
    // a module one root alone reaches stays with it (in its chunk, or where the bundler puts it): a group would only
    // add a request to that first view
    [...owners.keys()].filter((id) => !rootIds.has(id) && reach.get(id)! > 1),
    importsOf,
    (id) => taken(id) || rootIds.has(id),
  );
  const groups = new Map<string, string>();
  for (const id of closed) {
    const of = owners.get(id)!;
    groups.set(id, of.size === 1 ? `${[...of][0]}-first-view` : SHARED_FIRST_VIEW);
  }
  return groups;
}

/**
 * The first-view groups of a build (`firstViewGroups`), computed once the module graph is built (vite.config.ts):
 * `names` are the groups' names, the shared one first, and `test(name)` is the code-splitting test of group `name`.
 * `roots` name their modules by the end of their path; taken are the modules `taken` says and every module that the
 * modules `takenRoots` says import, directly or not (another group, which takes those imports with it).
 */
export function firstViewGroupsPlugin(
  roots: readonly FirstViewRoot[],
  excluded: (id: string) => boolean,
  taken: (id: string) => boolean,
  takenRoots: (id: string) => boolean,
): { plugin: Plugin; test: (name: string) => (id: string) => boolean; names: string[] } {
  let groups = new Map<string, string>();
  const names = [SHARED_FIRST_VIEW, ...new Set(roots.map((root) => `${root.owner}-first-view`))];
  const plugin: Plugin = {
    name: 'first-view-groups',
    apply: 'build',
    buildEnd() {
      const graph = builtGraph(this, taken, takenRoots);
      const fail = (message: string) => this.error(message);
      groups = firstViewGroups(
        roots.map((root) => ({ id: moduleEndingWith(graph.ids, root.suffix, fail, 'first-view-groups'), owner: root.owner })),
        graph.importsOf,
        excluded,
        graph.taken,
      );
    },
  };
  return { plugin, test: (name) => (id) => groups.get(id) === name, names };
}
