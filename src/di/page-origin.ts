/** The page's origin: read once, in createContainer (outside a browser, tests, a loopback placeholder). */
export function readPageOrigin(): string {
  return typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
}
