import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Container } from 'inversify';
import { CAPABILITIES, MODULE_IDS } from '../../../src/capabilities';
import { capabilityModule, type CapabilityModule } from '../../../src/di/capability-module';
import { capabilityModuleLoaders } from '../../../src/di/capability-modules';
import type { ModuleFiles } from '../../../src/di/module-files';
import { MODULE_FILES } from '../../support/module-files'; // the files of src/di/modules, as src/di/module-files.ts globs them
import { hasFakes } from '../../support/fakes';
import { createTestContainer, TEST_MODULES } from '../../support/test-container';

const file = (module: CapabilityModule) => async () => ({ default: module });
const noop = () => undefined;

describe('capability modules: the composition root binds what src/capabilities/index.ts lists', () => {
  it('finds a module file for every capability listed with module: true, and a listed capability for every module file', async () => {
    const onDisk = readdirSync(join(process.cwd(), 'src', 'di', 'modules')).filter((f) => f.endsWith('.module.ts')).map((f) => f.replace(/\.module\.ts$/, ''));
    expect([...onDisk].sort()).toEqual([...MODULE_IDS].sort());
    const modules = await Promise.all(capabilityModuleLoaders(MODULE_IDS, MODULE_FILES).map((load) => load()));
    expect(modules.map((m) => m.id)).toEqual(MODULE_IDS);
    expect(TEST_MODULES.map((m) => m.id)).toEqual(MODULE_IDS);
  });

  it('moves the existing capabilities onto it', () => {
    expect(MODULE_IDS).toEqual(expect.arrayContaining(['site', 'identity', 'market', 'reserves', 'blog', 'partners']));
    for (const id of MODULE_IDS) expect(hasFakes(id)).toBe(true);
    expect(CAPABILITIES.filter((c) => !c.module).every((c) => !MODULE_IDS.includes(c.id))).toBe(true);
  });

  it('fails loudly when a capability says module: true and has no module file', () => {
    const files: ModuleFiles = { './modules/site.module.ts': file(capabilityModule('site', noop)) };
    expect(() => capabilityModuleLoaders(['site', 'wallet'], files)).toThrow('capability "wallet" says module: true, but there is no src/di/modules/wallet.module.ts');
  });

  it('fails loudly when a module file belongs to no listed capability', () => {
    const files: ModuleFiles = { './modules/site.module.ts': file(capabilityModule('site', noop)), './modules/stray.module.ts': file(capabilityModule('stray', noop)) };
    expect(() => capabilityModuleLoaders(['site'], files)).toThrow('src/di/modules/stray.module.ts belongs to no capability listed with module: true');
  });

  it('fails loudly when a module file exports another capability\'s module', async () => {
    const files: ModuleFiles = { './modules/site.module.ts': file(capabilityModule('blog', noop)) };
    const [load] = capabilityModuleLoaders(['site'], files);
    await expect(load()).rejects.toThrow('src/di/modules/site.module.ts exports the module of "blog", not "site"');
  });

  it('resolves every binding of the core and of every capability module in the test container', () => {
    const bound = new Set<unknown>();
    const bind = Container.prototype.bind;
    const spy = jest.spyOn(Container.prototype, 'bind').mockImplementation(function (this: Container, id) {
      bound.add(id);
      return bind.call(this, id);
    });
    let container: Container;
    try {
      container = createTestContainer().container;
    } finally {
      spy.mockRestore();
    }
    // Every capability module bound something, and every service id it bound resolves (its dependencies are bound too).
    expect(bound.size).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const id of bound) {
      try {
        expect(container!.get(id as symbol)).toBeDefined();
      } catch (e) {
        failures.push(`${String((id as { name?: string }).name ?? id)}: ${(e as Error).message.split('\n')[0]}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
