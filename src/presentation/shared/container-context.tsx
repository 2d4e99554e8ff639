import type { Container } from 'inversify';
import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Token } from '../../application/shared/token';

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

type Identifier<T> = Token<T> | (abstract new (...args: never[]) => T);

/** Resolves a dependency once, at first render (a transient binding stays one instance per component). */
export function useInjection<T>(id: Identifier<T>): T {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useInjection needs a <ContainerProvider> above it');
  const [instance] = useState(() => container.get<T>(id as symbol));
  return instance;
}
