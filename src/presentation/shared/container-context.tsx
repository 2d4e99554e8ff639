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
 * Resolves a dependency once, at first render (a transient binding stays one instance per component).
 * Suspends until the container is ready: wrap the caller in `<Suspense>` with a same-size fallback.
 */
export function useInjection<T>(id: Identifier<T>): T {
  const container = useContainer();
  const [instance] = useState(() => container.get<T>(id as symbol));
  return instance;
}
