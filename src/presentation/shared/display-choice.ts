import { theme as antdTheme } from 'antd';
import { useMemo, useSyncExternalStore } from 'react';
import { moveColour, type PriceColours, type ThemeName } from '../../domain/account/account-settings';

/**
 * The display choice as <html> carries it (`data-theme`, `data-price`: set by the entry from this device's choice,
 * and by the account settings), observed so antd's theme and the price colours follow a change at once.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-price'] });
  return () => observer.disconnect();
}

const themeNow = (): ThemeName => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark');
const priceNow = (): PriceColours => (document.documentElement.dataset.price === 'red-up' ? 'red-up' : 'green-up');

export const useThemeName = (): ThemeName => useSyncExternalStore(subscribe, themeNow, () => 'dark');
export const usePriceColourChoice = (): PriceColours => useSyncExternalStore(subscribe, priceNow, () => 'green-up');

/** The colours of a rise and a fall (line, text, background, flash) from antd's tokens and the account's choice. */
export interface MoveColours {
  readonly up: string;
  readonly upText: string;
  readonly upBg: string;
  readonly upBgHover: string;
  readonly down: string;
  readonly downText: string;
  readonly downBg: string;
  readonly downBgHover: string;
}

export function useMoveColours(): MoveColours {
  const { token } = antdTheme.useToken();
  const choice = usePriceColourChoice();
  // The same object while the theme and the choice stay: effects that draw with it (the candle chart builds its
  // chart in one) must not run again on every render.
  return useMemo(() => {
    const pick = (direction: 'up' | 'down') =>
      moveColour(choice, direction) === 'success'
        ? { c: token.colorSuccess, text: token.colorSuccessText, bg: token.colorSuccessBg, hover: token.colorSuccessBgHover }
        : { c: token.colorError, text: token.colorErrorText, bg: token.colorErrorBg, hover: token.colorErrorBgHover };
    const up = pick('up');
    const down = pick('down');
    return {
      up: up.c,
      upText: up.text,
      upBg: up.bg,
      upBgHover: up.hover,
      down: down.c,
      downText: down.text,
      downBg: down.bg,
      downBgHover: down.hover,
    };
  }, [token, choice]);
}
