/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { Suspense } from 'react';
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
});
