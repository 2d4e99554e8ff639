import type { Plugin } from 'vite';

/** Packages that belong to the runtime or to the antd pages, never to the light shell (docs/adr/0031-light-shell-guard.md). */
export const HEAVY_PACKAGES =
  /node_modules[\\/](antd|@ant-design[\\/]cssinjs|@rc-component|decimal\.js|mobx|mobx-react-lite|inversify|zod|axios|firebase|@firebase|lightweight-charts|protobufjs|@tanstack)[\\/]/;

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
        const packages = [...new Set(heavy.map((id) => HEAVY_PACKAGES.exec(id)?.[1]))].join(', ');
        const own = chunk.moduleIds.filter((id) => !id.includes('node_modules')).map((id) => id.replace(/^.*?[\\/]src[\\/]/, 'src/'));
        this.error(
          `light-shell-guard: the ${chunkName} chunk holds ${packages}; a light module imports them statically. Its own modules: ${own.join(', ')}`,
        );
      }
    },
  };
}
