/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { act, render, screen } from '@testing-library/react';
import { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { capabilityPanel } from '../../../../src/presentation/shared/capability-panel';
import { ContainerProvider, type CapabilityModules } from '../../../../src/presentation/shared/container-context';
import { lazyPanel, PANEL_RETRY, withRetries } from '../../../../src/presentation/shared/lazy-panel';
import { createTestI18n } from '../../../support/test-i18n';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const View = ({ label }: { label: string }) => <p data-testid="view">{label}</p>;
const flush = () =>
  act(async () => {
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  });

describe("capabilityPanel: a lazy view that needs another capability's DI module", () => {
  it("asks for its chunk and the capability's module at once, side by side, and shows the view once both have arrived", async () => {
    const chunk = deferred<{ default: typeof View }>();
    const module = deferred<void>();
    const asked: string[] = [];
    const modules: CapabilityModules = (id) => {
      asked.push(id);
      return module.promise;
    };
    const importer = jest.fn(() => chunk.promise);
    const Panel = capabilityPanel('member-trading', importer);
    render(
      <ContainerProvider container={new Container()} capabilities={modules}>
        <Panel label="form" fallback={<i data-testid="wait" />} />
      </ContainerProvider>,
    );
    expect(asked).toEqual(['member-trading']);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('wait')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: View }));
    await flush();
    // the chunk alone is not enough: the module's bindings are not there yet
    expect(screen.queryByTestId('view')).toBeNull();
    await act(async () => module.resolve());
    await flush();
    expect(screen.getByTestId('view')).toHaveTextContent('form');
    expect(screen.queryByTestId('wait')).toBeNull();
  });

  it('waits for the chunk when the module came first', async () => {
    const chunk = deferred<{ default: typeof View }>();
    const Panel = capabilityPanel('member-trading', () => chunk.promise);
    render(
      <ContainerProvider container={new Container()} capabilities={() => Promise.resolve()}>
        <Panel label="tables" fallback={<i data-testid="wait" />} />
      </ContainerProvider>,
    );
    await flush();
    expect(screen.getByTestId('wait')).toBeInTheDocument();
    await act(async () => chunk.resolve({ default: View }));
    await flush();
    expect(screen.getByTestId('view')).toHaveTextContent('tables');
  });

  it('renders as a lazy panel when the module is bound already (the runtime answers undefined) or nothing loads modules (tests)', async () => {
    const Panel = capabilityPanel('member-trading', async () => ({ default: View }));
    const bound = jest.fn(() => undefined);
    render(
      <>
        <ContainerProvider container={new Container()} capabilities={bound}>
          <Panel label="bound" />
        </ContainerProvider>
        <ContainerProvider container={new Container()}>
          <Panel label="all" />
        </ContainerProvider>
      </>,
    );
    await flush();
    expect(bound).toHaveBeenCalledWith('member-trading');
    expect(screen.getAllByTestId('view').map((p) => p.textContent)).toEqual(['bound', 'all']);
  });

  it('a module that fails is tried again; once the tries run out it says so with a retry button, which loads it', async () => {
    const saved = { ...PANEL_RETRY };
    PANEL_RETRY.delaysMs = [5, 5];
    try {
      let calls = 0;
      let online = false;
      const modules: CapabilityModules = () => {
        calls += 1;
        return online ? Promise.resolve() : Promise.reject(new Error('offline'));
      };
      const Panel = capabilityPanel('member-trading', async () => ({ default: View }));
      render(
        <I18nextProvider i18n={createTestI18n()}>
          <ContainerProvider container={new Container()} capabilities={modules}>
            <Panel label="x" fallback={<i data-testid="wait" />} />
          </ContainerProvider>
        </I18nextProvider>,
      );
      expect(await screen.findByTestId('panel-failed')).toHaveTextContent('This part of the page did not load.Try again');
      // the mount's ask and two more tries
      expect(calls).toBe(3);
      expect(screen.queryByTestId('wait')).toBeNull();
      online = true;
      await act(async () => screen.getByTestId('panel-retry').click());
      expect(await screen.findByTestId('view')).toHaveTextContent('x');
      expect(calls).toBe(4);
    } finally {
      Object.assign(PANEL_RETRY, saved);
    }
  });

  it('a chunk that stalls counts as failed: no placeholder forever', async () => {
    const saved = { ...PANEL_RETRY };
    PANEL_RETRY.delaysMs = [5];
    PANEL_RETRY.stallMs = 20;
    try {
      let attempts = 0;
      const Panel = lazyPanel(() => {
        attempts += 1;
        return attempts <= 2 ? new Promise<{ default: typeof View }>(() => undefined) : Promise.resolve({ default: View });
      });
      const i18n = createTestI18n();
      await i18n.changeLanguage('es');
      render(
        <I18nextProvider i18n={i18n}>
          <Panel label="book" fallback={<i data-testid="wait" />} />
        </I18nextProvider>,
      );
      expect(screen.getByTestId('wait')).toBeInTheDocument();
      // in the user's language
      expect(await screen.findByTestId('panel-failed')).toHaveTextContent('Esta parte de la página no se cargó.Reintentar');
      expect(attempts).toBe(2);
      await act(async () => screen.getByTestId('panel-retry').click());
      expect(await screen.findByTestId('view')).toHaveTextContent('book');
    } finally {
      Object.assign(PANEL_RETRY, saved);
    }
  });
});

describe('withRetries: a stalled try', () => {
  it('is abandoned before the next try starts, however late the timers fire', async () => {
    const saved = { ...PANEL_RETRY };
    PANEL_RETRY.delaysMs = [0];
    PANEL_RETRY.stallMs = 20;
    jest.useFakeTimers();
    try {
      const events: string[] = [];
      const stalled = new Promise<void>(() => undefined);
      let tries = 0;
      const done = withRetries(
        () => {
          tries += 1;
          events.push(`try ${tries}`);
          return tries === 1 ? stalled : Promise.resolve();
        },
        () => true,
        (pending) => events.push(pending === stalled ? 'abandon the stalled try' : 'abandon another'),
      );
      // a busy machine runs every due timer at once: the stall and the retry's delay in one pass
      await jest.advanceTimersByTimeAsync(1_000);
      await done;
      expect(events).toEqual(['try 1', 'abandon the stalled try', 'try 2']);
    } finally {
      jest.useRealTimers();
      Object.assign(PANEL_RETRY, saved);
    }
  });
});
