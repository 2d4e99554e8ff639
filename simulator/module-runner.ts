import type { FastifyInstance } from 'fastify';
import type { ModuleContext, SimulatorModule } from './module';

/** What every module shares, before any starts. */
export type ModuleBase = Omit<ModuleContext, 'part'>;

/** The started modules, and the phases `server.ts` runs over all of them in order. */
export interface StartedModules {
  /** A started module's part (for what `buildSimulator` returns). */
  part<P>(module: SimulatorModule<P>): P;
  guards(api: FastifyInstance): void;
  routes(api: FastifyInstance): void;
  pages(app: FastifyInstance): Promise<void>;
  control(app: FastifyInstance): void;
  run(): void;
  /** In reverse order of start. */
  stop(): void;
  closed(): Promise<void>;
}

/**
 * Starts `modules` in list order. Each gets a context whose `part` returns what another module started, and only for
 * a module named in its `uses` (the fence); asking for one that has not started yet throws at once, so a list out of
 * order fails on the first start, not later.
 */
export async function startModules(modules: readonly SimulatorModule<unknown>[], base: ModuleBase): Promise<StartedModules> {
  const ids = new Set<string>();
  for (const module of modules) {
    if (ids.has(module.id)) throw new Error(`simulator module "${module.id}" is listed twice`);
    ids.add(module.id);
  }
  for (const module of modules) {
    for (const used of module.uses)
      if (!ids.has(used)) throw new Error(`simulator module "${module.id}" uses "${used}", which is not listed`);
  }
  const parts = new Map<string, unknown>();
  const read = <P>(module: SimulatorModule<P>): P => {
    if (!parts.has(module.id)) throw new Error(`simulator module "${module.id}" has not started`);
    return parts.get(module.id) as P;
  };
  const contexts = new Map<string, ModuleContext>();
  for (const module of modules) {
    const ctx: ModuleContext = {
      ...base,
      part: (other) => {
        if (!module.uses.includes(other.id))
          throw new Error(`simulator module "${module.id}" reads "${other.id}" without naming it in uses`);
        return read(other);
      },
    };
    contexts.set(module.id, ctx);
    parts.set(module.id, await module.start(ctx));
  }
  const each = (work: (module: SimulatorModule<unknown>, part: unknown, ctx: ModuleContext) => void) => {
    for (const module of modules) work(module, parts.get(module.id), contexts.get(module.id)!);
  };
  return {
    part: read,
    guards: (api) => each((m, part, ctx) => m.guards?.(api, part, ctx)),
    routes: (api) => each((m, part, ctx) => m.routes?.(api, part, ctx)),
    pages: async (app) => {
      for (const m of modules) await m.pages?.(app, parts.get(m.id), contexts.get(m.id)!);
    },
    control: (app) => each((m, part, ctx) => m.control?.(app, part, ctx)),
    run: () => each((m, part, ctx) => m.run?.(part, ctx)),
    stop: () => {
      for (const m of [...modules].reverse()) m.stop?.(parts.get(m.id));
    },
    closed: async () => {
      for (const m of modules) await m.closed?.(parts.get(m.id));
    },
  };
}
