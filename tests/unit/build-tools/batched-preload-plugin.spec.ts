import { BATCHED_PRELOAD_HELPER, batchedPreloadPlugin, VITE_PRELOAD_HELPER } from '../../../build-tools/batched-preload-plugin';

type Bundle = Record<string, { type: 'chunk'; fileName: string; moduleIds: string[] } | { type: 'asset'; fileName: string }>;

function generate(bundle: Bundle): string[] {
  const errors: string[] = [];
  const hook = batchedPreloadPlugin().generateBundle as (this: { error: (m: string) => never }, o: unknown, b: Bundle) => void;
  hook.call(
    {
      error: (message: string) => {
        errors.push(message);
        throw new Error(message);
      },
    },
    {},
    bundle,
  );
  return errors;
}

describe('the batched preload plugin', () => {
  it('resolves Vite preload helper to the app helper, and nothing else, in the build only', () => {
    const plugin = batchedPreloadPlugin();
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    expect(resolve(VITE_PRELOAD_HELPER)).toBe(BATCHED_PRELOAD_HELPER);
    expect(BATCHED_PRELOAD_HELPER).toMatch(/src[\\/]infrastructure[\\/]platform[\\/]module-preload-helper\.ts$/);
    expect(resolve('vite/preload-helper.js')).toBeUndefined();
    expect(resolve('/src/main.tsx')).toBeUndefined();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('pre');
  });

  it('fails the build when Vite own helper is still in a chunk', () => {
    const ours = { type: 'chunk' as const, fileName: 'assets/preload-helper.js', moduleIds: [BATCHED_PRELOAD_HELPER] };
    expect(generate({ a: ours, b: { type: 'asset', fileName: 'assets/x.css' } })).toEqual([]);
    const theirs = { type: 'chunk' as const, fileName: 'assets/shell.js', moduleIds: ['/src/boot.tsx', VITE_PRELOAD_HELPER] };
    expect(() => generate({ a: ours, b: theirs })).toThrow("Vite's own preload helper is in assets/shell.js");
  });
});
