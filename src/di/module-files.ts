import type { CapabilityModule } from './capability-module';

/**
 * Every capability's DI module file, each its own lazy chunk, keyed `./modules/<id>.module.ts`. Vite's glob: the
 * only file that knows where capability modules live (jest maps it to tests/support/module-files.ts).
 */
export const MODULE_FILES: ModuleFiles = import.meta.glob<{ default: CapabilityModule }>('./modules/*.module.ts');

export type ModuleFiles = Readonly<Record<string, () => Promise<{ default: CapabilityModule }>>>;
