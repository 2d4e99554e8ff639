import type { ModuleBase } from '../../../simulator/module-runner';
import { startModules } from '../../../simulator/module-runner';
import { simulatorModule, type SimulatorModule } from '../../../simulator/module';
import { MODULES } from '../../../simulator/modules';

const base = {} as ModuleBase;

describe('simulator modules (simulator/module.ts, modules.ts)', () => {
  it('starts in list order, hands a used module its part, and runs each phase over every module', async () => {
    const calls: string[] = [];
    const prices = simulatorModule({
      id: 'prices',
      uses: [],
      start: () => ({ last: 42 }),
      run: () => calls.push('prices run'),
      stop: () => calls.push('prices stop'),
    });
    const orders = simulatorModule({
      id: 'orders',
      uses: ['prices'],
      start: (ctx) => ({ limit: ctx.part(prices).last * 2 }),
      run: (part) => calls.push(`orders run ${part.limit}`),
      stop: () => calls.push('orders stop'),
    });
    const started = await startModules([prices, orders], base);
    expect(started.part(orders)).toEqual({ limit: 84 });
    started.run();
    started.stop();
    expect(calls).toEqual(['prices run', 'orders run 84', 'orders stop', 'prices stop']);
  });

  it('refuses a module reading one it does not name in uses (the fence)', async () => {
    const prices = simulatorModule({ id: 'prices', uses: [], start: () => ({ last: 42 }) });
    const sneaky = simulatorModule({ id: 'sneaky', uses: [], start: (ctx) => ctx.part(prices).last });
    await expect(startModules([prices, sneaky], base)).rejects.toThrow(
      'simulator module "sneaky" reads "prices" without naming it in uses',
    );
  });

  it('refuses a list out of order, a use of an unlisted module, and a module listed twice', async () => {
    const prices = simulatorModule({ id: 'prices', uses: [], start: () => ({ last: 42 }) });
    const early = simulatorModule({ id: 'early', uses: ['prices'], start: (ctx) => ctx.part(prices).last });
    await expect(startModules([early, prices], base)).rejects.toThrow('simulator module "prices" has not started');
    await expect(startModules([early], base)).rejects.toThrow('uses "prices", which is not listed');
    await expect(startModules([prices, prices], base)).rejects.toThrow('listed twice');
  });

  it('lists every feature once, and each names only listed modules', () => {
    const ids = MODULES.map((m: SimulatorModule<unknown>) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const module of MODULES) for (const used of module.uses) expect(ids).toContain(used);
  });
});
