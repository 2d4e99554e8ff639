// antd needs matchMedia and a getComputedStyle that ignores the pseudo-element argument under jsdom.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string) => ({
        matches: false, media: query, onchange: null, addListener() {}, removeListener() {},
        addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
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
