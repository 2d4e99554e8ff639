/** @jest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { token } from '../../../../src/application/shared/token';
import { ContainerProvider, RouteContainer, useInjection } from '../../../../src/presentation/shared/container-context';

const GREETING = token<string>('Greeting');

function Greeting() {
  return <span>{useInjection(GREETING)}</span>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function containerSaying(text: string): Container {
  const container = new Container();
  container.bind(GREETING).toConstantValue(text);
  return container;
}

describe('ContainerProvider', () => {
  it('renders the views waiting for the container once it is ready', async () => {
    const ready = deferred<Container>();
    await act(async () => {
      render(
        <ContainerProvider container={ready.promise}>
          <Suspense fallback={<i>loading</i>}>
            <Greeting />
          </Suspense>
        </ContainerProvider>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => ready.resolve(containerSaying('hello')));
    expect(await screen.findByText('hello')).toBeInTheDocument();
  });

  it('gives a view mounted after the container is ready the container itself: it renders at once, with no fallback', async () => {
    const ready = deferred<Container>();
    const Host = ({ show }: { show: boolean }) => (
      <ContainerProvider container={ready.promise}>
        <Suspense fallback={<i>loading</i>}>{show && <Greeting />}</Suspense>
      </ContainerProvider>
    );
    const { rerender } = render(<Host show={false} />);
    await act(async () => ready.resolve(containerSaying('hello')));
    rerender(<Host show />);
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('gives a view mounted on a route page after the runtime started the route container itself, at once', async () => {
    const ready = deferred<Container>();
    const route = containerSaying('route');
    // before the runtime: the route's container is a promise; after, the runtime answers it at once (its module bound)
    let started = false;
    const routes = () => (started ? route : ready.promise.then(() => route));
    const Host = ({ show }: { show: boolean }) => (
      <ContainerProvider container={ready.promise} routes={routes}>
        <RouteContainer routeId="convert">
          <Suspense fallback={<i>loading</i>}>{show && <Greeting />}</Suspense>
        </RouteContainer>
      </ContainerProvider>
    );
    const { rerender } = render(<Host show={false} />);
    await act(async () => {
      started = true;
      ready.resolve(containerSaying('frame'));
    });
    rerender(<Host show />);
    expect(screen.getByText('route')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('keeps reading the container through use when a view that suspended on it is replayed as it settles', async () => {
    // Outside act: React waits on the promise in the suspended render and replays the view when it settles. Read
    // without use on the replay, the view's later hooks ran as updates of a mount: React's error 467 in production (a
    // whole page rendered again to recover), the warning checked here in development.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recovered: unknown[] = [];
    function Counted() {
      const text = useInjection(GREETING);
      const [count] = useState(1);
      return <span>{`${text} ${count}`}</span>;
    }
    const ready = deferred<Container>();
    const then = ready.promise.then.bind(ready.promise);
    let attached = 0;
    ready.promise.then = ((...args: Parameters<typeof then>) => {
      attached += 1;
      return then(...args);
    }) as typeof then;
    const host = document.createElement('div');
    const root = createRoot(host, { onRecoverableError: (error) => recovered.push(error) });
    try {
      root.render(
        <ContainerProvider container={ready.promise}>
          <Suspense fallback={<i>loading</i>}>
            <Counted />
          </Suspense>
        </ContainerProvider>,
      );
      // settled once the view's render suspended on it (React's own listener attached after the provider's)
      await waitFor(() => expect(attached).toBeGreaterThan(1));
      ready.resolve(containerSaying('hello'));
      // React reveals content that replaced a fallback no sooner than 300 ms after it
      await waitFor(() => expect(host.textContent).toBe('hello 1'), { timeout: 5000 });
      expect(logged.mock.calls.map(String)).toEqual([]);
      expect(recovered).toEqual([]);
    } finally {
      root.unmount();
      logged.mockRestore();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});
