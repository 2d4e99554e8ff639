// jest's globalSetup: bundles the simulator's durability probes (tests/unit/simulator/support/*-probe.ts) once per run,
// with Vite's SSR build, into .data/probe-bundles. A probe is a child process (PGlite cannot load inside jest's
// CommonJS runtime); run through @swc-node/register, each one spent about half its CPU compiling the simulator's
// modules in the loader thread, and the suite starts about 30 of them. A bundle newer than every source is reused.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const SUPPORT = join(ROOT, 'tests/unit/simulator/support');
export const PROBE_BUNDLES = join(ROOT, '.data/probe-bundles');
const STAMP = join(PROBE_BUNDLES, '.sources-mtime');
const SOURCES = ['simulator', 'src', 'tests/unit/simulator/support', 'package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export default async function bundleProbes() {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(ROOT, s))));
  if (existsSync(STAMP) && Number(readFileSync(STAMP, 'utf8')) >= sources) return;
  const { build } = await import('vite');
  const probes = readdirSync(SUPPORT).filter((f) => f.endsWith('-probe.ts') && f !== 'child-probe.ts');
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: true,
      outDir: PROBE_BUNDLES,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: Object.fromEntries(probes.map((f) => [f.replace(/\.ts$/, ''), join(SUPPORT, f)])),
        output: { format: 'es', entryFileNames: '[name].mjs' },
      },
    },
  });
  writeFileSync(STAMP, String(sources));
}
