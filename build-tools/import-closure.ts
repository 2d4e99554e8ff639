import type { Plugin } from 'vite';
import { moduleEndingWith, reachedFrom, staticImports } from './module-graph';

/**
 * The static import closure of one module (or of several), less the closure of another, for a code-splitting group
 * (vite.config.ts): `importClosure('/src/boot.tsx', '/src/main.tsx')` is the boot and everything it imports
 * statically that the entry does not import itself. After the module graph is built (`buildEnd`) it follows
 * static imports; `test(id)` is then asked for each module when the chunks are formed. Modules reached only
 * through `import()` stay out, and so does every module of the entry's own closure, which keeps the entry chunk
 * small and free of the group (a module of both would make the entry import the group's chunk statically).
 */
export function importClosure(
  rootSuffix: string | readonly string[],
  exceptClosureOf: string,
): { plugin: Plugin; test: (id: string) => boolean; leaf: (id: string) => boolean } {
  const closure = new Set<string>();
  /** The modules of the closure that import nothing statically. */
  const leaves = new Set<string>();
  const plugin: Plugin = {
    name: 'import-closure',
    apply: 'build',
    buildEnd() {
      closure.clear();
      leaves.clear();
      const ids = [...this.getModuleIds()];
      const importsOf = staticImports(this);
      const fail = (message: string) => this.error(message);
      const find = (suffix: string) => moduleEndingWith(ids, suffix, fail, 'import-closure');
      const excluded = reachedFrom([find(exceptClosureOf)], importsOf);
      const roots = typeof rootSuffix === 'string' ? [rootSuffix] : rootSuffix;
      for (const id of reachedFrom(roots.map(find), importsOf)) if (!excluded.has(id)) closure.add(id);
      for (const id of closure) if (importsOf(id).length === 0) leaves.add(id);
    },
  };
  return { plugin, test: (id) => closure.has(id), leaf: (id) => leaves.has(id) };
}
