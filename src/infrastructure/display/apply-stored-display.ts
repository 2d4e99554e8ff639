/** The localStorage key of this device's theme and price colours (display-storage.ts writes it). */
export const DISPLAY_KEY = 'ex.display';

/**
 * The entry's step, before anything paints: the stored choice on <html> (`data-theme`, `data-price`). Kept tiny and
 * free of imports: it is in the home page's first script. Anything but the known values reads as the defaults.
 */
export function applyStoredDisplay(): void {
  const raw = stored();
  const root = document.documentElement;
  root.dataset.theme = raw?.theme === 'light' ? 'light' : 'dark';
  root.dataset.price = raw?.priceColours === 'red-up' ? 'red-up' : 'green-up';
}

function stored(): { theme?: unknown; priceColours?: unknown } | null {
  try {
    return JSON.parse(localStorage.getItem(DISPLAY_KEY) ?? 'null') as { theme?: unknown; priceColours?: unknown } | null;
  } catch {
    return null; // unreadable or blocked: the defaults
  }
}
