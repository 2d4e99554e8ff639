import { PRICE_COLOURS, THEMES, type DisplayChoice, type PriceColours, type ThemeName } from '../../domain/account/account-settings';
import { DISPLAY_KEY as KEY } from './apply-stored-display';

/* This device's theme and price colours (localStorage), applied as `data-theme` / `data-price` on <html>. */

export function readDisplayChoice(storage: Pick<Storage, 'getItem'> | undefined): DisplayChoice {
  let raw: { theme?: unknown; priceColours?: unknown } = {};
  try {
    raw = JSON.parse(storage?.getItem(KEY) ?? '{}') as typeof raw;
  } catch {
    // unreadable: the defaults
  }
  return {
    theme: (THEMES as readonly unknown[]).includes(raw?.theme) ? (raw.theme as ThemeName) : 'dark',
    priceColours: (PRICE_COLOURS as readonly unknown[]).includes(raw?.priceColours) ? (raw.priceColours as PriceColours) : 'green-up',
  };
}

/** Sets the attributes the CSS variables and antd's theme follow (`dark` and `green-up` are the defaults: no attribute). */
export function applyDisplayChoice(root: HTMLElement, choice: DisplayChoice): void {
  root.dataset.theme = choice.theme;
  root.dataset.price = choice.priceColours;
}

export function saveDisplayChoice(storage: Pick<Storage, 'setItem'> | undefined, choice: DisplayChoice): void {
  try {
    storage?.setItem(KEY, JSON.stringify(choice));
  } catch {
    // a blocked store: the choice lasts for this page only
  }
}

const localStore = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

/** The settings' adapter: remembers the choice on this device and applies it at once. */
export function keepDisplayChoice(choice: DisplayChoice): void {
  saveDisplayChoice(localStore(), choice);
  applyDisplayChoice(document.documentElement, choice);
}
