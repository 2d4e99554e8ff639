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
    ...ids.filter((id) => !files[moduleFile(id)]).map((id) => `capability "${id}" says module: true, but there is no src/di/modules/${id}.module.ts`),
    ...Object.keys(files).filter((file) => !ids.some((id) => moduleFile(id) === file))
      .map((file) => `src/di/${file.slice(2)} belongs to no capability listed with module: true in src/capabilities/index.ts`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return ids.map((id) => async () => {
    const { default: loaded } = await files[moduleFile(id)]();
    if (loaded?.id !== id) throw new Error(`src/di/modules/${id}.module.ts exports the module of "${loaded?.id}", not "${id}"`);
    return loaded;
  });
}
