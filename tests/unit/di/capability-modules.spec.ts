import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Container } from 'inversify';
import { CAPABILITIES, MODULE_IDS, ROUTES } from '../../../src/capabilities';
import { modulesForCapability, modulesForRoute } from '../../../src/capabilities/route-modules';
import { capabilityModule, type CapabilityModule } from '../../../src/di/capability-module';
import { CapabilityModuleSet, capabilityModuleLoaders } from '../../../src/di/capability-modules';
import type { ModuleFiles } from '../../../src/di/module-files';
import { MODULE_FILES } from '../../support/module-files'; // the files of src/di/modules, as src/di/module-files.ts globs them
import { hasFakes } from '../../support/fakes';
import { createTestContainer, TEST_MODULES } from '../../support/test-container';
import { TradingAccountStore } from '../../../src/presentation/member-trading/account/trading-account.store';
import { OrderFormStore } from '../../../src/presentation/member-trading/order-form/order-form.store';
import { OwnOrdersSlot } from '../../../src/presentation/trade/own-orders-slot';

const file = (module: CapabilityModule) => async () => ({ default: module });
const noop = () => undefined;

describe('capability modules: the composition root binds what src/capabilities/index.ts lists', () => {
  it('finds a module file for every capability listed with module: true, and a listed capability for every module file', async () => {
    const onDisk = readdirSync(join(process.cwd(), 'src', 'di', 'modules'))
      .filter((f) => f.endsWith('.module.ts'))
      .map((f) => f.replace(/\.module\.ts$/, ''));
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
    expect(() => capabilityModuleLoaders(['site', 'wallet'], files)).toThrow(
      'capability "wallet" says module: true, but there is no src/di/modules/wallet.module.ts',
    );
  });

  it('fails loudly when a module file belongs to no listed capability', () => {
    const files: ModuleFiles = {
      './modules/site.module.ts': file(capabilityModule('site', noop)),
      './modules/stray.module.ts': file(capabilityModule('stray', noop)),
    };
    expect(() => capabilityModuleLoaders(['site'], files)).toThrow(
      'src/di/modules/stray.module.ts belongs to no capability listed with module: true',
    );
  });

  it("fails loudly when a module file exports another capability's module", async () => {
    const files: ModuleFiles = { './modules/site.module.ts': file(capabilityModule('blog', noop)) };
    const [load] = capabilityModuleLoaders(['site'], files);
    await expect(load()).rejects.toThrow('src/di/modules/site.module.ts exports the module of "blog", not "site"');
  });

  /** Builds a test container, recording every service id the core and the modules bind. */
  function recordBindings(modules?: readonly string[]): { bound: Set<unknown>; container: Container } {
    const bound = new Set<unknown>();
    const bind = Container.prototype.bind;
    const spy = jest.spyOn(Container.prototype, 'bind').mockImplementation(function (this: Container, id) {
      bound.add(id);
      return bind.call(this, id);
    });
    try {
      return { bound, container: createTestContainer([], { modules }).container };
    } finally {
      spy.mockRestore();
    }
  }

  function unresolved({ bound, container }: { bound: Set<unknown>; container: Container }): string[] {
    const failures: string[] = [];
    for (const id of bound) {
      try {
        // a service bound by several modules (a route's warmers) resolves as all of its bindings
        expect(container.getAll(id as symbol).length).toBeGreaterThan(0);
        for (const each of container.getAll(id as symbol)) expect(each).toBeDefined();
      } catch (e) {
        failures.push(`${String((id as { name?: string }).name ?? id)}: ${(e as Error).message.split('\n')[0]}`);
      }
    }
    return failures;
  }

  it('resolves every binding of the core and of every capability module in the test container', () => {
    const all = recordBindings();
    // Every capability module bound something, and every service id it bound resolves (its dependencies are bound too).
    expect(all.bound.size).toBeGreaterThan(60);
    expect(unresolved(all)).toEqual([]);
  });

  it("binds for a page only the every-page modules and its own capability's, and each such set resolves on its own", () => {
    expect(modulesForRoute('markets')).toEqual(['identity', 'market']);
    expect(modulesForRoute('tradeSymbol')).toEqual(['identity', 'market', 'trade']);
    expect(modulesForRoute('accountOrders')).toEqual(['identity', 'market', 'trade', 'member-trading', 'spot-margin']);
    expect(modulesForRoute('proofOfReserves')).toEqual(['identity', 'market', 'reserves']);
    expect(modulesForRoute(undefined)).toEqual(['identity', 'market']);
    const sets = new Set([
      ...ROUTES.map((route) => modulesForRoute(route.id).join(',')),
      ...MODULE_IDS.map((id) => modulesForCapability(id).join(',')),
    ]);
    for (const set of sets) expect({ set, failures: unresolved(recordBindings(set.split(','))) }).toEqual({ set, failures: [] });
  });

  it("keeps a member's trading out of the trade page's modules: member-trading is bound when a member's views ask for it", () => {
    expect(modulesForCapability('member-trading')).toEqual(['identity', 'market', 'trade', 'member-trading', 'spot-margin']);
    expect(modulesForCapability('trade')).toEqual(['identity', 'market', 'trade']);
    const visitor = recordBindings(modulesForRoute('tradeSymbol'));
    expect(visitor.container.isBound(TradingAccountStore)).toBe(false);
    expect(visitor.container.isBound(OrderFormStore)).toBe(false);
    expect(visitor.container.get(OwnOrdersSlot).source).toBeUndefined();
    // the member pages that read the trading account bring member-trading along
    for (const route of ['wallet', 'accountOrders', 'account']) expect(modulesForRoute(route)).toContain('member-trading');
  });

  it('loads a module once, and binds one that arrives after the container was built as it arrives', async () => {
    const loads: string[] = [];
    const bound: string[] = [];
    const module = (id: string) => async () => {
      loads.push(id);
      return capabilityModule(id, noop);
    };
    const set = new CapabilityModuleSet(['a', 'b', 'c'], [module('a'), module('b'), module('c')]);
    await Promise.all([set.load(['b']), set.load(['a', 'b'])]);
    expect(loads).toEqual(['b', 'a']);
    expect(set.has(['a', 'b'])).toBe(true);
    expect(set.has(['c'])).toBe(false);
    // the container takes what arrived, in the list's order; later ones are bound before their load resolves
    expect(set.bindLater((m) => bound.push(m.id)).map((m) => m.id)).toEqual(['a', 'b']);
    await set.load(['c']);
    expect(bound).toEqual(['c']);
    await expect(set.load(['nope'])).rejects.toThrow('no DI module for capability "nope"');
  });

  it('loads a key once, calls its bound hook once all of its modules are bound, and forgets a failed load', async () => {
    const bound: string[] = [];
    let fail = true;
    const set = new CapabilityModuleSet(
      ['market', 'trade', 'member-trading'],
      [
        async () => capabilityModule('market', noop),
        async () => capabilityModule('trade', noop),
        async () => {
          if (fail) throw new Error('chunk failed');
          return capabilityModule('member-trading', noop);
        },
      ],
    );
    set.bindLater((m) => bound.push(`bind ${m.id}`));
    const uses: Record<string, string[]> = { trade: ['market', 'trade'], 'member-trading': ['market', 'member-trading'] };
    const forKey = set.loadOnce(
      (key) => uses[key],
      'bound',
      (key) => bound.push(`warm ${key}`),
    );
    const first = forKey('trade');
    expect(forKey('trade')).toBe(first);
    await expect(first).resolves.toBe('bound');
    expect(bound).toEqual(['bind market', 'bind trade', 'warm trade']);
    expect(forKey('trade')).toBeUndefined();
    await expect(forKey('member-trading')).rejects.toThrow('chunk failed');
    expect(bound).toEqual(['bind market', 'bind trade', 'warm trade']);
    fail = false;
    await expect(forKey('member-trading')).resolves.toBe('bound');
    expect(bound).toEqual(['bind market', 'bind trade', 'warm trade', 'bind member-trading', 'warm member-trading']);
  });
});
