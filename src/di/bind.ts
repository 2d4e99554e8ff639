import type { Container, ResolutionContext } from 'inversify';
import type { Token } from '../application/shared/token';
import { overrideOf, type Overrides } from './overrides';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- inversify's own Newable takes any arguments
type Newable<T> = new (...args: any[]) => T;
type Factory<T> = (context: ResolutionContext) => T;

/** Binds a port to the override a test gave for its token, else to the real adapter as a lazy singleton. */
export function bindPort<T>(c: Container, id: Token<T>, overrides: Overrides, adapter: Newable<T> | Factory<T>): void {
  const override = overrideOf(overrides, id);
  if (override !== undefined) c.bind<T>(id).toConstantValue(override);
  else if (isClass(adapter)) c.bind<T>(id).to(adapter).inSingletonScope();
  else c.bind<T>(id).toDynamicValue(adapter).inSingletonScope();
}

function isClass<T>(fn: Newable<T> | Factory<T>): fn is Newable<T> {
  return /^class[\s{]/.test(Function.prototype.toString.call(fn));
}
