/** The localStorage key of this device's theme and price colours (display-storage.ts writes it). */
export const DISPLAY_KEY = 'ex.display';

/**
 * The entry's step, before anything paints: the stored choice on <html> (`data-theme="light"`, `data-price="red-up"`;
 * absent means the defaults, dark and green-up). Kept tiny and free of imports: it is in every page's first script.
 * Anything unreadable or unknown reads as the defaults.
 */
export function applyStoredDisplay(): void {
  try {
    const stored = JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? '{}') as { theme?: unknown; priceColours?: unknown } | null;
    const root = document.documentElement.dataset;
    if (stored?.theme === 'light') root.theme = 'light';
    if (stored?.priceColours === 'red-up') root.price = 'red-up';
  } catch {
    // unreadable or blocked storage: the defaults
  }
}
