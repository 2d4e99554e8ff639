import type { Plugin } from 'vite';

/** Packages that belong to the runtime or to the antd pages, never to the light shell (docs/adr/0031-light-shell-guard.md). */
export const HEAVY_PACKAGES =
  /node_modules[\\/](antd|@ant-design[\\/]cssinjs|@rc-component|decimal\.js|mobx|mobx-react-lite|inversify|zod|axios|firebase|@firebase|lightweight-charts|protobufjs|@tanstack)[\\/]/;

/** A module's id from `src/` on, for a guard's message. */
const fromSrc = (id: string | null) => (id ?? '').replace(/^.*?[\\/]src[\\/]/, 'src/');

/** The heavy package a module belongs to, if any. */
const heavyPackage = (id: string) => HEAVY_PACKAGES.exec(id)?.[1];

/**
 * Fails the build when the chunk every page loads first (`chunkName`, the boot's `shell`) holds a module of a heavy
 * package. The shell's group takes a module's static imports with it, so one antd import in a light module (the kit,
 * the shell) would otherwise quietly put antd, its CSS-in-JS and its forms in front of every public page's first paint.
 */
export function lightShellGuard(chunkName: string): Plugin {
  return {
    name: 'light-shell-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.name !== chunkName) continue;
        const heavy = chunk.moduleIds.filter((id) => HEAVY_PACKAGES.test(id));
        if (heavy.length === 0) continue;
        const packages = [...new Set(heavy.map(heavyPackage))].join(', ');
        const own = chunk.moduleIds.filter((id) => !id.includes('node_modules')).map(fromSrc);
        this.error(
          `light-shell-guard: the ${chunkName} chunk holds ${packages}; a light module imports them statically. Its own modules: ${own.join(', ')}`,
        );
      }
    },
  };
}

/**
 * Fails the build when a light page's first view (its chunk, as `src/presentation/<page>.tsx` of `pages` ends, and
 * every chunk it imports statically: what the browser fetches and evaluates before the page's first paint) holds a
 * chunk named in `afterPaint` (the runtime's kernel) or a module of `HEAVY_PACKAGES`: what needs the container (a
 * store, a use case) comes after the runtime, in `runtimeLazy`. A group that takes its modules' static imports with it
 * (the kernel took decimal.js and inversify) would otherwise put them in front of a public page's first paint the
 * moment the page shares one small module with the runtime.
 */
export function lightPagesGuard(pages: readonly string[], afterPaint: readonly string[]): Plugin {
  const suffixes = pages.map((page) => `/src/presentation/${page}.tsx`);
  return {
    name: 'light-pages-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !suffixes.some((suffix) => chunk.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix))) continue;
        const seen = new Set<string>();
        const visit = (name: string) => {
          const next = bundle[name];
          if (seen.has(name) || next?.type !== 'chunk') return;
          seen.add(name);
          next.imports.forEach(visit);
        };
        visit(file);
        const found = new Set<string>();
        for (const name of seen) {
          const loaded = bundle[name];
          if (loaded?.type !== 'chunk') continue;
          if (afterPaint.includes(loaded.name)) found.add(`the ${loaded.name} chunk`);
          for (const id of loaded.moduleIds) if (HEAVY_PACKAGES.test(id)) found.add(`${heavyPackage(id)} (${name})`);
        }
        if (found.size > 0) problems.push(`${fromSrc(chunk.facadeModuleId)}: ${[...found].join(', ')}`);
      }
      if (problems.length > 0)
        this.error(`light-pages-guard: a light page's first view loads what only the runtime should: ${problems.join('; ')}`);
    },
  };
}
