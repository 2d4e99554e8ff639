import type { FastifyInstance } from 'fastify';
import type { SimulatorOptions } from './config';
import type { ControlState } from './control/control-state';
import type { HostPolicy } from './http/host-policy';
import type { Store } from './store/account-repository';
import type { Migration } from './store/migration';
import type { ConnectionGate } from './stream/connection-gate';

/** What the server makes before any module starts, shared by all of them. */
export interface ModuleContext {
  readonly options: SimulatorOptions;
  readonly clock: () => number;
  readonly seed: number;
  readonly store: Store;
  /** Fault injection and switches the control surface sets (simulator/control). */
  readonly control: ControlState;
  readonly hosts: HostPolicy;
  /** The websocket connection caps every stream route shares. */
  readonly streamGate: ConnectionGate;
  /** What a module this one `uses` started; asking for a module not in `uses` throws (the fence). */
  part<P>(module: SimulatorModule<P>): P;
}

/**
 * One feature of the exchange: its schema history, how it starts, its routes and its control calls. Listed once in
 * `simulator/modules.ts`; `server.ts` runs the phases in that order for every module:
 * `start` (each in turn) → `guards` (request hooks that must see every route) → `routes` (under `/api`) → `pages`
 * (at the root) → `control` (only with `SIM_CONTROL=1`) → `run` (timers, once every route exists) … `stop` → `closed`.
 */
export interface SimulatorModule<Part = unknown> {
  readonly id: string;
  /** Ids of the modules whose parts this one reads (they start before it, unless read lazily after start). */
  readonly uses: readonly string[];
  /** Applied once each, in order of their global id, with every other module's (simulator/store/migrate.ts). */
  readonly migrations?: readonly Migration[];
  start(ctx: ModuleContext): Part | Promise<Part>;
  guards?(api: FastifyInstance, part: Part, ctx: ModuleContext): void;
  routes?(api: FastifyInstance, part: Part, ctx: ModuleContext): void;
  pages?(app: FastifyInstance, part: Part, ctx: ModuleContext): void | Promise<void>;
  control?(app: FastifyInstance, part: Part, ctx: ModuleContext): void;
  run?(part: Part, ctx: ModuleContext): void;
  stop?(part: Part): void;
  /** After the HTTP server has closed (flushes). */
  closed?(part: Part): Promise<void>;
}

/** A module's manifest, typed by what its `start` returns. */
export function simulatorModule<Part>(module: SimulatorModule<Part>): SimulatorModule<Part> {
  return module;
}
