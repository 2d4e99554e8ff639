/** @jest-environment jsdom */
import { createModulePreload, EVALUATION_SLICE_MS, PRELOAD_BATCH } from '../../../../src/infrastructure/platform/module-preload';
import { chunks, scripts, settle, tasks } from '../../../support/preload-links';

const stylesheet = (path: string) => document.head.querySelector<HTMLLinkElement>(`link[rel=stylesheet][href$="${path}"]`);

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the batched module preload', () => {
  it('links the script chunks a batch per task, from the task after the import on', async () => {
    const queue = tasks();
    const preload = createModulePreload(document, '/', queue.schedule);
    const imported = preload(() => Promise.resolve('module'), chunks(20));
    expect(scripts()).toEqual([]);
    expect(queue.length).toBe(1);
    queue.next();
    expect(scripts()).toEqual(chunks(PRELOAD_BATCH).map((c) => `/${c}`));
    queue.next();
    expect(scripts()).toHaveLength(2 * PRELOAD_BATCH);
    queue.next();
    expect(scripts()).toEqual(chunks(20).map((c) => `/${c}`));
    expect(queue.length).toBe(0);
    // the import itself does not wait for the script links (the browser fetches what it still needs)
    await expect(imported).resolves.toBe('module');
    const first = document.head.querySelector<HTMLLinkElement>('link[as=script]');
    expect(first?.rel).toBe('modulepreload');
    expect(first?.crossOrigin).toBe('');
  });

  it('does not link a chunk twice, whether asked for again, still queued or already in the page', () => {
    const queue = tasks();
    const preload = createModulePreload(document, '/', queue.schedule);
    const already = document.createElement('link');
    already.rel = 'modulepreload';
    already.href = '/assets/c0.js';
    document.head.appendChild(already);
    void preload(() => Promise.resolve(), chunks(12));
    void preload(() => Promise.resolve(), chunks(4, 10)); // c10, c11 still queued; c12, c13 new
    while (queue.length > 0) queue.next();
    const linked = Array.from(document.head.querySelectorAll<HTMLLinkElement>('link')).map((l) => new URL(l.href).pathname);
    expect(linked).toHaveLength(14);
    expect(new Set(linked).size).toBe(14);
    expect(linked.filter((p) => p === '/assets/c0.js')).toHaveLength(1);
  });

  it('links a stylesheet at once and imports the chunk once it has loaded', async () => {
    const preload = createModulePreload(document, '/', tasks().schedule);
    const load = jest.fn(() => Promise.resolve('view'));
    const imported = preload(load, ['assets/view.js', 'assets/view.css']);
    await settle();
    expect(load).not.toHaveBeenCalled();
    stylesheet('/assets/view.css')?.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('view');
    expect(load).toHaveBeenCalledTimes(1);
    // a later import of the same chunk does not link it again nor wait
    await expect(preload(() => Promise.resolve('again'), ['assets/view.css'])).resolves.toBe('again');
    expect(document.head.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
  });

  it('reports a stylesheet that failed as a preload error, which a listener can take over', async () => {
    const preload = createModulePreload(document, '/', tasks().schedule);
    const failing = preload(() => Promise.resolve('view'), ['assets/a.css']);
    stylesheet('/assets/a.css')?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Unable to preload CSS for http://localhost/assets/a.css');
    // the next import that needs it links it again, and waits for that one
    const again = preload(() => Promise.resolve('view'), ['assets/a.css']);
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][href$="/assets/a.css"]');
    expect(links).toHaveLength(2);
    links[1]?.dispatchEvent(new Event('load'));
    await expect(again).resolves.toBe('view');

    const seen: unknown[] = [];
    const take = (event: Event) => {
      seen.push((event as Event & { payload?: unknown }).payload);
      event.preventDefault();
    };
    window.addEventListener('vite:preloadError', take);
    try {
      const taken = preload(() => Promise.resolve('view'), ['assets/b.css']);
      stylesheet('/assets/b.css')?.dispatchEvent(new Event('error'));
      await expect(taken).resolves.toBe('view');
      expect(String(seen[0])).toBe('Error: Unable to preload CSS for http://localhost/assets/b.css');
      // a chunk that fails to import is reported the same way
      await expect(preload(() => Promise.reject(new Error('chunk gone')), [])).resolves.toBeUndefined();
      expect(String(seen[1])).toBe('Error: chunk gone');
    } finally {
      window.removeEventListener('vite:preloadError', take);
    }
  });

  it('resolves the chunks against the base', () => {
    const queue = tasks();
    const preload = createModulePreload(document, '/app/', queue.schedule);
    void preload(() => Promise.resolve(), ['assets/x.js']);
    queue.next();
    expect(document.head.querySelector<HTMLLinkElement>('link[as=script]')?.href).toBe('http://localhost/app/assets/x.js');
  });
});

describe('an import evaluating its chunks in turns', () => {
  const path = (href: string) => new URL(href).pathname;
  /** Runs what is scheduled in a timer: the turns a slow run may take between chunks are not left waiting. */
  const inTimers = (run: () => void) => void setTimeout(run, 0);
  /** An importer that notes each chunk's path in `into`, and fails the one whose URL ends with `failing`. */
  const recordingInto =
    (into: string[], failing?: string) =>
    (href: string): Promise<unknown> => {
      into.push(path(href));
      return failing && href.endsWith(failing) ? Promise.reject(new Error('broken')) : Promise.resolve();
    };
  /** Holds the thread for `ms`, as a chunk's evaluation does. */
  const spin = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until);
  };

  it('evaluates the script chunks an import needs the last named first, then the import itself, once told to', async () => {
    const order: string[] = [];
    const preload = createModulePreload(document, '/', inTimers);
    // the first view's imports: evaluated by the import itself, at once
    await expect(preload(() => Promise.resolve('page'), ['assets/page.js', 'assets/light.js'])).resolves.toBe('page');
    preload.inTurns((href) => {
      order.push(path(href));
      return Promise.resolve();
    });
    const load = jest.fn(() => {
      order.push('import');
      return Promise.resolve('view');
    });
    const imported = preload(load, ['assets/view.js', 'assets/a.js', 'assets/view.css', 'assets/b.js']);
    stylesheet('/assets/view.css')?.dispatchEvent(new Event('load'));
    await expect(imported).resolves.toBe('view');
    expect(order).toEqual(['/assets/b.js', '/assets/a.js', '/assets/view.js', 'import']);
  });

  it('gives the thread back, a task, once the chunks have been evaluated for the slice', async () => {
    const queue = tasks();
    const order: string[] = [];
    const preload = createModulePreload(document, '/', queue.schedule);
    preload.inTurns((href) => {
      order.push(path(href));
      if (href.endsWith('/big.js')) spin(EVALUATION_SLICE_MS + 1);
      return Promise.resolve();
    });
    const load = jest.fn(() => Promise.resolve('view'));
    const imported = preload(load, ['assets/view.js', 'assets/small.js', 'assets/big.js']);
    await settle();
    expect(order).toEqual(['/assets/big.js']);
    expect(load).not.toHaveBeenCalled();
    // the links' batch and the evaluation's next turns (a slow run may take more than one)
    let resolved = false;
    void imported.then(() => (resolved = true));
    while (!resolved) {
      queue.next();
      await settle();
    }
    await expect(imported).resolves.toBe('view');
    expect(order).toEqual(['/assets/big.js', '/assets/small.js', '/assets/view.js']);
  });

  it('evaluates a chunk once, and none of those fetched ahead (a pressed link, the later panels)', async () => {
    const evaluated: string[] = [];
    const preload = createModulePreload(document, '/', inTimers);
    preload.inTurns(recordingInto(evaluated));
    await preload.prefetch(['assets/route.js']);
    void preload.later(['assets/panel.js']);
    await settle();
    expect(evaluated).toEqual([]);
    await preload(() => Promise.resolve(), ['assets/view.js', 'assets/shared.js']);
    await preload(() => Promise.resolve(), ['assets/other.js', 'assets/shared.js']);
    expect(evaluated).toEqual(['/assets/shared.js', '/assets/view.js', '/assets/other.js']);
  });

  it('stops at a chunk that fails, and the import reports its own failure as before', async () => {
    const evaluated: string[] = [];
    const preload = createModulePreload(document, '/', inTimers);
    preload.inTurns(recordingInto(evaluated, '/broken.js'));
    const seen: unknown[] = [];
    const take = (event: Event) => {
      seen.push((event as Event & { payload?: unknown }).payload);
      event.preventDefault();
    };
    window.addEventListener('vite:preloadError', take);
    try {
      const imported = preload(() => Promise.reject(new Error('chunk gone')), ['assets/view.js', 'assets/broken.js', 'assets/leaf.js']);
      await expect(imported).resolves.toBeUndefined();
      expect(evaluated).toEqual(['/assets/leaf.js', '/assets/broken.js']);
      expect(seen.map(String)).toEqual(['Error: chunk gone']);
    } finally {
      window.removeEventListener('vite:preloadError', take);
    }
  });
});
