/** @jest-environment jsdom */
import { createModulePreload } from '../../../../src/infrastructure/platform/module-preload';
import { chunks, scripts, settle, tasks } from '../../../support/preload-links';

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('the panels preloaded later (the preload helper s later, low-fetch.ts)', () => {
  it('links them after the queued chunks where fetch is missing, never a chunk already asked for, and evaluates none', async () => {
    const queue = tasks();
    const evaluate = jest.fn(() => Promise.resolve());
    const preload = createModulePreload(document, '/', queue.schedule);
    preload.inTurns(evaluate);
    void preload.prefetch(chunks(3));
    void preload.later(['assets/c1.js', 'assets/panel.js', 'assets/dialog.js']);
    void preload.prefetch(['assets/panel.js', 'assets/c9.js']);
    while (queue.length > 0) queue.next();
    expect(scripts()).toEqual([
      '/assets/c0.js',
      '/assets/c1.js',
      '/assets/c2.js',
      '/assets/panel.js',
      '/assets/dialog.js',
      '/assets/c9.js',
    ]);
    await settle();
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('fetches them at a low priority first where fetch exists, then links them (served by the cache)', async () => {
    const asked: [string, RequestInit | undefined][] = [];
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchLow = jest.fn((href: string, init?: RequestInit) => {
      asked.push([new URL(href, location.href).pathname, init]);
      return answered.then(() => ({ arrayBuffer: () => Promise.resolve(new ArrayBuffer(1)) }) as unknown as Response);
    });
    Object.defineProperty(window, 'fetch', { value: fetchLow, configurable: true, writable: true });
    try {
      const queue = tasks();
      const preload = createModulePreload(document, '/app/', queue.schedule);
      void preload.prefetch(chunks(2));
      void preload.later(['assets/form.js', 'assets/chart.js', 'assets/c1.js']);
      while (queue.length > 0) queue.next();
      // the page's own chunks are linked at once; the panels (not the chunk linked already) asked for in their order, at a low priority
      expect(scripts()).toEqual(['/app/assets/c0.js', '/app/assets/c1.js']);
      expect(asked).toEqual([
        ['/app/assets/form.js', { priority: 'low', credentials: 'same-origin' }],
        ['/app/assets/chart.js', { priority: 'low', credentials: 'same-origin' }],
      ]);
      answer!();
      await settle();
      await settle();
      while (queue.length > 0) queue.next();
      expect(scripts()).toEqual(['/app/assets/c0.js', '/app/assets/c1.js', '/app/assets/form.js', '/app/assets/chart.js']);
    } finally {
      delete (window as { fetch?: unknown }).fetch;
    }
  });
});
