// The build's manifest for the bundle-size benchmarks (web.bench.mjs, trade-bundle.bench.mjs): chunks by source path.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const MANIFEST = 'dist/.vite/manifest.json';

/** Reads dist/.vite/manifest.json, or exits with a hint when the app is not built. */
export function readManifest() {
  if (!existsSync(MANIFEST)) {
    console.error(`${MANIFEST} is missing: run \`npx vite build\` first (vite.config.ts has build.manifest: true).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  /** Manifest keys, followed through their static imports, as the JS files the browser must fetch. */
  const staticClosure = (keys) => {
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...files].filter((f) => f.endsWith('.js'));
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  // The entry loads the boot (the `shell` group: React, i18next, the light shell) with import(), on every page.
  const shell = Object.keys(manifest).find((k) => manifest[k].name === 'shell' && !manifest[k].src && k.endsWith('.js'));
  return { manifest, staticClosure, entry, shell };
}

/** A built file's size, gzip -9, in KB. */
export const gzipKb = (file) => gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length / 1024;

/**
 * Prints a size figure and fails the run (exit code 1, in `npm test`'s smoke run too) when it is over its budget: a
 * size is the same on every machine, so unlike a speed it can be held in the suite. The home route's JS had crossed its
 * 110 KB for days with the figure printed and no one reading it (docs/benchmarks.md, stop 66).
 */
export function printWithinBudget(key, kb, budget, why) {
  console.log(`BENCH ${key} ${kb.toFixed(2)} KB`);
  if (kb <= budget) return;
  console.error(`${key} is ${kb.toFixed(2)} KB, over its budget of ${budget} KB (${why})`);
  process.exitCode = 1;
}
