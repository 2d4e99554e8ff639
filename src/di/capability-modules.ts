import type { CapabilityModule } from './capability-module';
import type { ModuleFiles } from './module-files';

export const moduleFile = (id: string): string => `./modules/${id}.module.ts`;

/**
 * The loaders of the listed capabilities' DI modules, in the list's order. Fails loudly, before anything loads,
 * when a capability says it has a module and there is no `src/di/modules/<id>.module.ts`, or when a module file's
 * capability is not listed with `module: true`; a loaded module whose id differs from its file's fails too.
 */
export function capabilityModuleLoaders(ids: readonly string[], files: ModuleFiles): (() => Promise<CapabilityModule>)[] {
  const problems = [
    ...ids
      .filter((id) => !files[moduleFile(id)])
      .map((id) => `capability "${id}" says module: true, but there is no src/di/modules/${id}.module.ts`),
    ...Object.keys(files)
      .filter((file) => !ids.some((id) => moduleFile(id) === file))
      .map((file) => `src/di/${file.slice(2)} belongs to no capability listed with module: true in src/capabilities/index.ts`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return ids.map((id) => async () => {
    const { default: loaded } = await files[moduleFile(id)]();
    if (loaded?.id !== id) throw new Error(`src/di/modules/${id}.module.ts exports the module of "${loaded?.id}", not "${id}"`);
    return loaded;
  });
}

/**
 * The capabilities' DI modules, loaded on demand (each chunk once): the runtime builds the container from those a
 * first page needs; a module that arrives later goes to `bindLater` (the container's binder) as it arrives, before
 * its `load` resolves, so a page that awaited `load` finds its bindings.
 */
export class CapabilityModuleSet {
  private readonly arrived = new Map<string, CapabilityModule>();
  private readonly loading = new Map<string, Promise<CapabilityModule>>();
  private binder: ((module: CapabilityModule) => void) | undefined;

  /** `ids` and `loaders` as `capabilityModuleLoaders` pairs them. */
  constructor(
    private readonly ids: readonly string[],
    private readonly loaders: readonly (() => Promise<CapabilityModule>)[],
  ) {}

  load(ids: readonly string[]): Promise<CapabilityModule[]> {
    return Promise.all(
      ids.map((id) => {
        let loading = this.loading.get(id);
        if (!loading) {
          const loader = this.loaders[this.ids.indexOf(id)];
          if (!loader) return Promise.reject(new Error(`no DI module for capability "${id}"`));
          loading = loader().then(
            (module) => {
              this.arrived.set(id, module);
              this.binder?.(module);
              return module;
            },
            (error: unknown) => {
              this.loading.delete(id); // forgotten, so that a retry fetches the chunk again
              throw error;
            },
          );
          this.loading.set(id, loading);
        }
        return loading;
      }),
    );
  }

  /**
   * A loader of the modules `ids(key)` names, once per key: it answers undefined when they are bound already, else a
   * promise (the same for the key until it fails: a failed load is forgotten, so a panel's retry loads again) that
   * calls `bound(key)` once they are all bound, then answers `value`.
   */
  loadOnce<T>(ids: (key: string) => readonly string[], value: T, bound: (key: string) => void): (key: string) => Promise<T> | undefined {
    const loading = new Map<string, Promise<T>>();
    return (key) => {
      const needed = ids(key);
      if (this.has(needed)) return undefined;
      let pending = loading.get(key);
      if (!pending) {
        pending = this.load(needed).then(
          () => {
            bound(key);
            return value;
          },
          (error: unknown) => {
            loading.delete(key);
            throw error;
          },
        );
        loading.set(key, pending);
      }
      return pending;
    };
  }

  /** True when every module of `ids` has arrived (and so is bound, once a binder is set). */
  has(ids: readonly string[]): boolean {
    return ids.every((id) => this.arrived.has(id));
  }

  /** The modules arrived so far, in the list's order; every later one goes to `binder` as it arrives. */
  bindLater(binder: (module: CapabilityModule) => void): CapabilityModule[] {
    this.binder = binder;
    return this.ids.flatMap((id) => this.arrived.get(id) ?? []);
  }
}
