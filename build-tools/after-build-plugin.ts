import type { Plugin } from 'vite';

/**
 * A build-only plugin that works on the written output once the bundle is closed (`outDir` as configured). Only once
 * the bundle is written: after a failed build the output is missing, and an error here would hide the build's own
 * (a guard's message).
 */
export function afterBuildPlugin(name: string, run: (outDir: string) => void): Plugin {
  let outDir = 'dist';
  let written = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    renderStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    closeBundle() {
      if (written) run(outDir);
    },
  };
}
