import type { Container } from 'inversify';
import { createContext, use, useContext, useState, type ReactNode } from 'react';
import type { Token } from '../../application/shared/token';

/** The container, or the promise of it while the runtime chunk loads after the first paint (docs/adr/0010). */
type ContainerSource = Container | Promise<Container>;

const ContainerContext = createContext<ContainerSource | null>(null);

export function ContainerProvider({ container, children }: { container: ContainerSource; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

type Identifier<T> = Token<T> | (abstract new (...args: never[]) => T);

/** The container; suspends the calling component until it is ready. */
export function useContainer(): Container {
  const source = useContext(ContainerContext);
  if (!source) throw new Error('useInjection needs a <ContainerProvider> above it');
  return source instanceof Promise ? use(source) : source;
}

/** The container as a promise, for event handlers that must not suspend (the light shell's controls). */
export function useContainerPromise(): Promise<Container> {
  const source = useContext(ContainerContext);
  if (!source) throw new Error('useContainerPromise needs a <ContainerProvider> above it');
  return Promise.resolve(source);
}

/**
 * For the light shell's event handlers: once the container is ready, resolves what `load` names (a store
 * imported from the runtime chunk, so MobX and inversify stay off the entry) and hands it to `use`.
 */
export function withRuntime<T>(container: Promise<Container>, load: () => Promise<abstract new (...args: never[]) => T>, use: (instance: T) => unknown): void {
  void Promise.all([container, load()]).then(([c, id]) => use(c.get<T>(id as unknown as symbol)));
}

/**
 * Resolves a dependency once, at first render (a transient binding stays one instance per component).
 * Suspends until the container is ready: wrap the caller in `<Suspense>` with a same-size fallback.
 */
export function useInjection<T>(id: Identifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(id as symbol));
  return instance;
}
