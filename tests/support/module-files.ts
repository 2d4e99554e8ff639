import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ModuleFiles } from '../../src/di/module-files';

/**
 * Jest's stand-in for src/di/module-files.ts (jest.config.cjs maps it): the same files of src/di/modules, keyed
 * the same way (`./modules/<id>.module.ts`), loaded with the CommonJS loader, because ts-jest has no `import.meta.glob`.
 */
export const MODULE_FILES: ModuleFiles = Object.fromEntries(
  readdirSync(join(process.cwd(), 'src', 'di', 'modules'))
    .filter((file) => file.endsWith('.module.ts'))
    .map((file) => [`./modules/${file}`, () => import(`../../src/di/modules/${file.replace(/\.ts$/, '')}`)]),
);
