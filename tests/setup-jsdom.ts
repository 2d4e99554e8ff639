// antd needs matchMedia and a getComputedStyle that ignores the pseudo-element argument under jsdom.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
        dispatchEvent: () => false,
      }),
    });
  }
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = ((element: Element) => getComputedStyle(element)) as typeof window.getComputedStyle;
}

// Libraries under test (zod, firebase) need TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { TextEncoder, TextDecoder } = require('node:util');
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// jsdom lacks layout APIs that antd's Menu and the shell call.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class NoLayoutResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: NoLayoutResizeObserver });
    Object.assign(globalThis, { ResizeObserver: NoLayoutResizeObserver });
  }
  window.scrollTo = () => undefined;
}

// The query cache's garbage-collection timers (gcTime, 5 min) must not hold a test process open once its tests are
// done (jest would wait for them when it runs a file in band). Timers are still real timers, only unref'd.
{
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { timeoutManager } = require('@tanstack/query-core') as typeof import('@tanstack/query-core');
  const unref = <T>(timer: T): T => {
    (timer as { unref?: () => void }).unref?.();
    return timer;
  };
  timeoutManager.setTimeoutProvider({
    setTimeout: (callback: () => void, ms: number) => unref(setTimeout(callback, ms)),
    clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id),
    setInterval: (callback: () => void, ms: number) => unref(setInterval(callback, ms)),
    clearInterval: (id: ReturnType<typeof setInterval> | undefined) => clearInterval(id),
  });
}
