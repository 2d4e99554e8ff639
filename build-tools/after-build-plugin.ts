import type { Plugin } from 'vite';

/** A build-only plugin that works on the written output once the bundle is closed (`outDir` as configured). */
export function afterBuildPlugin(name: string, run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      run(outDir);
    },
  };
}
