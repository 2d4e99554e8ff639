import { intlLocale } from '../../domain/shared/locale';
import { afterNextPaint } from './after-next-paint';

/**
 * Intl formatters, built once per language and options: building one per value was a large part of rendering a
 * list (blog cards, the reserves tables).
 */
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const DATE_FORMATS = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, language: string, options: object, make: () => F): F {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export const numberFormat = (language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(NUMBER_FORMATS, language, options, () => new Intl.NumberFormat(intlLocale(language), options));

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(DATE_FORMATS, language, options, () => new Intl.DateTimeFormat(intlLocale(language), options));

/**
 * Builds a date formatter in a task of its own just after the next paint, ahead of its first use. A page's first
 * Intl date formatter costs about 20 ms on a fast machine (the engine loads its date data), four times that on a
 * phone: inside the render that first shows a date it lengthens a long task; right after the first paint the page
 * is only waiting for the network. (An idle callback came too late on a busy phone.)
 */
export function prepareDateFormat(language: string, options: Intl.DateTimeFormatOptions): () => void {
  return afterNextPaint(() => void dateFormat(language, options));
}
